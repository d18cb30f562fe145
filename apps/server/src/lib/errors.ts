/** An error the client caused or may see: carries the HTTP status and the spec's exact texts. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
  ) {
    super(messages.join('; '));
  }
}

export const badRequest = (...messages: string[]) => new HttpError(400, messages);
export const unauthorized = (message = 'Unauthorized, Please login...') => new HttpError(401, [message]);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, [message]);
export const notFound = (message = 'Not found') => new HttpError(404, [message]);
export const conflict = (message: string) => new HttpError(409, [message]);
export const tooManyRequests = (message: string) => new HttpError(429, [message]);
