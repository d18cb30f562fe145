/** An error the client caused or may see: carries the HTTP status and texts from the domain's message catalogues. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
  ) {
    super(messages.join('; '));
  }
}

export const badRequest = (...messages: string[]) => new HttpError(400, messages);
export const unauthorized = (message: string) => new HttpError(401, [message]);
export const forbidden = (message: string) => new HttpError(403, [message]);
export const notFound = (message: string) => new HttpError(404, [message]);
export const conflict = (message: string) => new HttpError(409, [message]);
export const tooManyRequests = (message: string) => new HttpError(429, [message]);
