// The Track screen's own texts, apart from its schemas (the page is painted by the build).

/** Public tracking without the lead passenger's last name (docs/product.md §14). */
export const TRACKING_TEXT = {
  assistanceOnFile: 'On file',
  limitedNote:
    "The e-mail is partly hidden and special assistance shows as on file. Enter the lead passenger's last name to see the full booking.",
  lastNameLabel: "Lead passenger's last name",
  showFullBooking: 'Show full booking',
  lastNameNotMatched: 'That last name does not match the lead passenger.',
} as const;
