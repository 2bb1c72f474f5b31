/** What other modules use of sign-in: accounts of the back office, the second-factor challenges and the login limiter. */
export { adminCount, markLogin, registerAdmin, toAdmin } from './service';
export { openChallenge, spendChallenge } from './challenges';
export { admitLoginAttempt, loginSucceeded } from './login-limiter';
export { authModule } from './plugin';
