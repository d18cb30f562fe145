/**
 * The English texts the login page draws before anything else loads: its own, the language switch,
 * the common ones and the login's messages. The web loads these for its first paint and the rest of
 * the catalogue (../en.ts) with the signed-in screens.
 */
export const first = {
  language: {
    switchLabel: 'Language',
    en: 'English',
    id: 'Bahasa Indonesia',
  },
  common: {
    /** The months as dates write them, January first, space-separated: a date inside a message is written with these. */
    months: 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC',
    retry: 'Retry',
    refresh: 'Refresh {{title}}',
    loading: 'Loading…',
    dashboard: 'Dashboard',
  },
  login: {
    brandSubtitle: 'Supplier e-invoicing portal',
    title: 'Login',
    selectInstance: 'Select instance',
    loadingCompanies: 'Loading companies…',
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    formLabel: 'Login',
    /** Before the user's name (in bold), then chooseCompany after it. */
    loggedInAs: 'Logged in as',
    chooseCompany: 'Choose the company to work in.',
    company: 'Company',
    companyPlaceholder: '- Select Instance -',
    noCompany: 'No company available for this user',
    goToDashboard: 'Go to dashboard',
    logout: 'Logout',
  },
} as const;

export const firstMessages = {
  usernameEmpty: "Username can't be empty",
  passwordEmpty: "Password can't be empty",
  selectInstance: 'Please select instance',
  invalidCredentials: 'Incorrect username or password',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
  unauthorized: 'Unauthorized, Please login...',
  sessionExpired: 'Session Expired, Please Login..',
  routeUnauthorized: 'Unauthorized',
  noCompanyAccess: 'You have no access to this company',
  noCompanies: 'No company is mapped to your user yet. Please ask finance to map you to a supplier.',
  noStorage: 'Your browser does not support local storage. Please use a modern browser (Chrome, Firefox, Edge or Safari).',
  languageInvalid: 'Language must be en or id',
} as const;
