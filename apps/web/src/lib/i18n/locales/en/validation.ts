import { MSG, UNSAFE_TEXT_MESSAGE, bookingMessages, bookingScreenMessages } from '@skylark/contract';
import { texts } from './texts';

/**
 * The field errors of the traveller's forms, as @skylark/contract's schemas write them: the web finds
 * a message's key by its English text (lib/i18n/field-error.ts), so these are the contract's own.
 * `templates` match messages with a part that varies ({{field}} is one of `fields`). The texts of
 * contract modules that hold zod schemas are written out (English is in the first load, zod is not);
 * field-error.test.ts checks they equal the contract's.
 */
export default texts({
  messages: {
    passwordsDoNotMatch: MSG.passwordsDoNotMatch,
    invalidEmail: MSG.invalidEmail,
    invalidPhone: MSG.invalidPhone,
    invalidResetLink: MSG.invalidResetLink,
    invalidLink: 'Invalid or expired link',
    enterPassengerName: MSG.enterPassengerName,
    enterDateOfBirth: MSG.enterDateOfBirth,
    selectSeat: MSG.selectSeat,
    selectTravelClass: MSG.selectTravelClass,
    confirmTheNewPassword: MSG.confirmTheNewPassword,
    wrongCurrentPassword: 'Current password is incorrect',
    passwordContainsEmail: 'Password must not contain your email address',
    weakPassword: 'This password is too easy to guess',
    duplicateSeat: bookingMessages.duplicateSeat,
    dateOfBirthInFuture: bookingScreenMessages.dateOfBirthInFuture,
    tooManyPassengers: bookingScreenMessages.tooManyPassengers,
    refundAddressInvalid: 'Enter a valid Bitcoin mainnet address',
    refundAddressMixedCase:
      'A bc1 address must be written all in lower case or all in upper case, not mixed (BIP173)',
    tellUsWhatYouNeed: 'Tell us what you need',
    differentSeats: 'Choose a different seat for each passenger',
    oneMeal: 'Choose one meal per passenger and flight',
    oneWheelchair: 'Choose one wheelchair code per passenger and flight',
    childrenNeedAdults: 'Children need adults in the party',
  },
  templates: {
    required: '{{field}} is required',
    tooLong: '{{field}} is too long',
    unsafe: `{{field}} ${UNSAFE_TEXT_MESSAGE}`,
    ageMismatch: 'Passenger {{passenger}}: the age does not match the date of birth on the day of departure',
  },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    name: 'Name',
    email: 'Email',
    phoneNumber: 'Phone number',
    password: 'Password',
    confirmPassword: 'Confirm password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    currentPassword: 'Current password',
    subject: 'Subject',
    message: 'Message',
    specialRequests: 'Special requests',
    yourRequest: 'Your request',
  },
});
