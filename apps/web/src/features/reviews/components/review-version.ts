/** Which of the two review screens the route opened (/invoice/v1/… or /invoice/v2/…). Its own file so the page, the editor and the actions all read it without importing one another back. */
export type ReviewVersion = 'v1' | 'v2';
