import { z } from 'zod';
import { isoDay, pageQuery } from './common';
import { pageOf } from './wrapper';

/** Every kind of event the audit trail records. */
export const AUDIT_ACTIONS = [
  'flight.create',
  'flight.update',
  'flight.delete',
  'booking.approve',
  'booking.reject',
  'user.block',
  'user.unblock',
  'user.delete',
  'admin.create',
  'mfa.enrol',
  'mfa.disable',
  'mfa.recovery_code_used',
  'mfa.code_failed',
  'auth.login_failed',
  'auth.login_throttled',
  'auth.password_reset_requested',
  'auth.password_reset',
  'auth.password_changed',
  'auth.logout',
  'flight.create_series',
  'team.role_change',
  'team.remove',
  'auth.password_change_failed',
  'booking.expire',
  'booking.payment_detected',
  'booking.payment_flagged',
  'booking.auto_confirm',
  'flight.cancel',
  'booking.create_for_customer',
  'booking.cancel_for_customer',
  'booking.cancel',
  'refund.address_set',
  'refund.paid',
  'booking.change_quote',
  'booking.change',
  'booking.change_for_customer',
  'booking.change_completed',
  'booking.change_lapsed',
  'booking.schedule_accepted',
  'booking.cancelled_flight_choice',
  'booking.services',
  'booking.automatic_refund',
  'contact.reply',
  'contact.close',
  'export.csv',
  'fare_brands.update',
  'bag_prices.update',
  'flight.bag_cap',
  'booking.bags',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `system`: the product itself (an expiry, a payment detected) */
export const AUDIT_ACTOR_ROLES = ['admin', 'user', 'anonymous', 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/** What a person reads for each action on the Audit screen. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'flight.create': 'Flight created',
  'flight.update': 'Flight updated',
  'flight.delete': 'Flight deleted',
  'booking.approve': 'Booking approved',
  'booking.reject': 'Booking rejected',
  'user.block': 'User blocked',
  'user.unblock': 'User unblocked',
  'user.delete': 'User deleted',
  'admin.create': 'Administrator added',
  'mfa.enrol': 'Two-factor enrolled',
  'mfa.disable': 'Two-factor disabled',
  'mfa.recovery_code_used': 'Recovery code used',
  'mfa.code_failed': 'Wrong authentication code',
  'auth.login_failed': 'Login failed',
  'auth.login_throttled': 'Login throttled',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset': 'Password reset',
  'auth.password_changed': 'Password changed',
  'auth.logout': 'Logout',
  'flight.create_series': 'Flight series created',
  'team.role_change': 'Team role changed',
  'team.remove': 'Team member removed',
  'auth.password_change_failed': 'Wrong current password',
  'booking.expire': 'Booking expired: not paid in time',
  'booking.payment_detected': 'Payment detected',
  'booking.payment_flagged': 'Payment needs a decision',
  'booking.auto_confirm': 'Booking confirmed on payment',
  'flight.cancel': 'Flight cancelled',
  'booking.create_for_customer': 'Booked for the customer',
  'booking.cancel_for_customer': 'Cancelled for the customer',
  'booking.cancel': 'Booking cancelled by the customer',
  'refund.address_set': 'Refund address given',
  'refund.paid': 'Refund marked as paid',
  'booking.change_quote': 'Change of flight quoted',
  'booking.change': 'Flight changed by the customer',
  'booking.change_for_customer': 'Flight changed for the customer',
  'booking.change_completed': 'Change of flight paid and completed',
  'booking.change_lapsed': 'Change of flight not paid in time: the new seats freed',
  'booking.schedule_accepted': 'New flight times accepted',
  'booking.cancelled_flight_choice': "Traveller's choice for a cancelled flight of a trip",
  'booking.services': 'Service requests changed by the customer',
  'booking.automatic_refund':
    'Refunded automatically: a flight cancelled or changed significantly, no other taken',
  'contact.reply': 'Contact message answered',
  'contact.close': 'Contact message closed',
  'export.csv': 'CSV exported',
  'fare_brands.update': 'Fare brands of a class updated',
  'bag_prices.update': 'Bag price of a class updated',
  'flight.bag_cap': 'Bag cap of a flight updated',
  'booking.bags': 'Extra bags bought by the customer',
};

export const auditEventSchema = z.object({
  _id: z.string(),
  occurredAt: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorRole: z.enum(AUDIT_ACTOR_ROLES),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** what the target is, in words: "Booking 8XK2… of Ada Lovelace", "Flight SK102 Jan 03, 2026" */
  targetLabel: z.string().nullable(),
  /** the actor's name and role in words: "Grace Hopper", "Agent"; null when not known */
  actorName: z.string().nullable().optional(),
  actorTitle: z.string().nullable().optional(),
  /** the target's full reference, to copy: a tracking ID, a flight number, an e-mail, else its id */
  targetReference: z.string().nullable().optional(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The kinds of target the trail names, for its filter. */
export const AUDIT_TARGET_TYPES = ['booking', 'flight', 'user', 'admin'] as const;
export const AUDIT_TARGET_LABELS: Record<(typeof AUDIT_TARGET_TYPES)[number], string> = {
  booking: 'Bookings',
  flight: 'Flights',
  user: 'Customers',
  admin: 'Administrators',
};

const auditFilters = {
  action: z.preprocess(emptyAsUndefined, z.enum(AUDIT_ACTIONS, { message: 'Unknown action' }).optional()),
  actor: z.preprocess(emptyAsUndefined, z.string().trim().max(254, 'Actor is too long').optional()),
  targetType: z.preprocess(
    emptyAsUndefined,
    z.enum(AUDIT_TARGET_TYPES, { message: 'Unknown target type' }).optional(),
  ),
  /** a target's id, 4+ characters of a tracking ID, a flight number, or part of a name or e-mail */
  target: z.preprocess(emptyAsUndefined, z.string().trim().max(100, 'Target is too long').optional()),
  startDate: z.preprocess(emptyAsUndefined, isoDay.optional()),
  endDate: z.preprocess(emptyAsUndefined, isoDay.optional()),
};

/** GET /admin/audit: newest first; action, actor e-mail (contains), target and a day range (inclusive, UTC). */
export const auditListQuery = pageQuery.extend(auditFilters);
export type AuditListQuery = z.input<typeof auditListQuery>;
/** GET /admin/audit/export.csv: the list's filters, every page. */
export const auditExportQuery = z.object(auditFilters);
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

export const auditPage = pageOf(auditEventSchema, 'totalEvents');
export type AuditPage = z.infer<typeof auditPage>;
