import { MSG, bookingScreenMessages } from '@skylark/contract';
import { texts } from './texts';

/** The app's own pages and guards: not found, a route's error, scroll to top, the login guard's reasons. */
export default texts({
  notFound: {
    title: 'Page not found',
    code: 'Error 404',
    heading: 'This page has flown off course',
    body: 'The page you are looking for does not exist or has moved. Let us get you back on your route.',
    home: 'Back to Home',
    flights: 'Browse Flights',
  },
  routeError: {
    title: 'Something went wrong',
    updated: 'Skylark has been updated',
    updatedBody: 'A newer version of the app is available. Reload the page to continue.',
    body: 'We could not show this page. Please try again in a moment.',
    reload: 'Reload page',
    home: 'Back to Home',
  },
  scrollToTop: 'Scroll to top',
  guards: {
    loginToBook: bookingScreenMessages.loginToBook,
    loginToContinue: bookingScreenMessages.loginToContinue,
  },
  /** texts of lib/: a call that got no answer, a blocked account signed out, a date that is none */
  lib: {
    networkError: MSG.networkError,
    accountBlocked: MSG.accountBlocked,
    invalidDate: MSG.invalidDate,
  },
});
