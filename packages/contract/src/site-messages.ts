/** The contact inbox's and site settings' texts, in a module without schemas so a page can show them without loading zod. */
export const siteMessages = {
  siteRetrieved: 'Site settings retrieved',
  messageSent: 'Message sent',
  messagesRetrieved: 'Messages retrieved successfully',
  messageRetrieved: 'Message retrieved successfully',
  messageNotFound: 'Message not found',
  replySent: 'Reply sent',
  messageClosed: 'Message closed',
  messageClosedAlready: 'This message is closed',
  sendMessageFailed: 'Your message could not be sent. Please try again.',
  registrationClosedTitle: 'Admin registration is closed',
  registrationClosedHint: 'An administrator who is already signed in can add colleagues from this page.',
  adminSignIn: 'Administrator sign-in',
  inboxTitle: 'Messages',
  noMessages: 'No messages',
  sendReply: 'Send Reply',
  closeMessage: 'Close Message',
} as const;
