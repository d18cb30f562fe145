/** What the server says about a spreadsheet it cannot take (the expedition upload's reader). */
export const SPREADSHEET_IMPORT_MESSAGES = {
  /** An Excel file that cannot be read. */
  readFailure: 'Read failure!',
  passwordProtected: 'The workbook is password-protected: save it without a password and upload again',
  tooManyRows: (max: number) => `The sheet has more than ${max} rows: split it into files of at most ${max} rows`,
  unpacksTooLarge: (limitMb: number) => `The spreadsheet unpacks to more than ${limitMb} MB: split it into smaller files`,
  formulaWithoutValue: (cell: string) => `Cell ${cell} holds a formula without a saved value: save the file in a spreadsheet program, or type the value`,
  noSheet: 'The workbook has no sheet',
  tooSlowToRead: (seconds: number) => `The spreadsheet took more than ${seconds} seconds to read: split it into smaller files`,
  tooLargeToRead: 'The spreadsheet needs too much memory to read: split it into smaller files',
  /** A cell's text breaks the rule typed text follows (`textProblem`): the problem as a field would say it. */
  cellText: (cell: string, problem: string) => `Cell ${cell}: ${problem}`,
} as const;
