// The words of the EU261 notice, without schemas: the web's bundled English texts import them

/** Article 5(1)(c)(i): a cancellation told this many days ahead or more owes no compensation (a schedule change likewise). */
export const EU261_NOTICE_DAYS = 14;

export const eu261Texts = {
  title: 'Your rights under EU Regulation 261/2004',
  cancelled: (flight: string) => `Flight ${flight} was cancelled by the airline.`,
  delayed: (flight: string, hours: string) => `Flight ${flight} arrives ${hours} later than booked.`,
  care: 'Right to care: while you wait, meals and refreshments in reasonable relation to the waiting time, two telephone calls or e-mails, and a hotel with transport to it when an overnight stay becomes necessary.',
  choiceCancelled:
    'Re-routing or refund: choose a refund of the ticket within seven days, or re-routing to your destination at the earliest opportunity or at a later date of your choice.',
  choiceDelayed:
    'Refund: if the delay reaches five hours and you no longer travel, you may have the ticket refunded within seven days.',
  compensation: (perPassenger: string, total: string, usd: string, passengers: number) =>
    `Compensation: ${perPassenger} per passenger, ${total} for ${passengers} ${passengers === 1 ? 'passenger' : 'passengers'} on this booking (${usd}), paid to your refund address.`,
  extraordinary:
    'Compensation: none is due, because extraordinary circumstances caused this, which could not have been avoided even if all reasonable measures had been taken. Your rights to care and to re-routing or a refund remain.',
  earlyNotice: `Compensation: none is due, because we told you at least ${EU261_NOTICE_DAYS} days before departure. Your right to re-routing or a refund remains.`,
} as const;

/** Whole euros with a € prefix and thousands separators: 1200 → "€1,200". */
export const formatEuros = (euros: number): string =>
  `€${euros.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
