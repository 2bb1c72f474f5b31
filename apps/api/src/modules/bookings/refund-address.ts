import { Address, NETWORK } from '@scure/btc-signer';
import { ledgerMessages, refundMessages } from '@skylark/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { refundAddresses, refundPayouts } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { type AuditContext, recordAudit } from '../audit';

/**
 * A refund address as given: a Bitcoin mainnet address (base58 P2PKH/P2SH with its checksum, or
 * bech32/bech32m SegWit), checked by @scure/btc-signer; a SegWit address is kept in lower case.
 */
export function mainnetAddress(input: string): string {
  const address = /^bc1/i.test(input) ? input.toLowerCase() : input;
  try {
    Address(NETWORK).decode(address);
    return address;
  } catch {
    throw badRequest(refundMessages.addressInvalid, [
      { field: 'refundAddress', message: refundMessages.addressInvalid },
    ]);
  }
}

/** Keeps (or replaces) where the booking's money goes back, recorded in the audit trail. */
export async function saveRefundAddress(
  tx: Queryable,
  bookingId: string,
  address: string,
  now: Date,
  audit: AuditContext,
): Promise<void> {
  const [before] = await tx
    .select({ address: refundAddresses.address })
    .from(refundAddresses)
    .where(eq(refundAddresses.bookingId, bookingId));
  if (before && before.address !== address) {
    const [sent] = await tx
      .select({ id: refundPayouts.bookingId })
      .from(refundPayouts)
      .where(eq(refundPayouts.bookingId, bookingId))
      .limit(1);
    if (sent) throw conflict(ledgerMessages.refundAddressLocked, 'REFUND_ADDRESS_LOCKED');
  }
  await tx
    .insert(refundAddresses)
    .values({ bookingId, address, givenAt: now })
    .onConflictDoUpdate({ target: refundAddresses.bookingId, set: { address, givenAt: now } });
  await recordAudit(tx, {
    ...audit,
    action: 'refund.address_set',
    targetType: 'booking',
    targetId: bookingId,
    before: { address: before?.address ?? null },
    after: { address },
  });
}
