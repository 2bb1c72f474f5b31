// The Track screen's own texts, apart from its schemas (the page is painted by the build).

/** The Track screen: by tracking ID, or its first 7 characters with a last name (docs/product.md#14-bookings-and-payment). */
export const trackingMessages = {
  assistanceOnFile: 'On file',
  limitedNote:
    "The e-mail is partly hidden and special assistance shows as on file. Enter the lead passenger's last name to see the full booking.",
  lastNameLabel: "Lead passenger's last name",
  showFullBooking: 'Show full booking',
  lastNameNotMatched: 'That last name does not match the lead passenger.',
  intro: 'Enter the tracking ID from your booking e-mail.',
  pnrIntro: "Or enter its first 7 characters, with a passenger's last name.",
  passengerLastNameLabel: "Passenger's last name",
  passengerLastNameHint: 'Needed with the first 7 characters of your tracking ID.',
  pnrNeedsLastName:
    "Enter a passenger's last name to track a booking by the first 7 characters of its tracking ID.",
} as const;
