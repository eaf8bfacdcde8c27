/**
 * One error shape for the whole API: `{error}` with the right status, never a
 * stack trace. Services throw HttpError; zod and Fastify errors are mapped here.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { HTTP_MESSAGES, SERVER_ERROR } from '../../contract/http-messages.ts';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(
    statusCode: number,
    message: string,
    extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.fields = extra.fields;
    this.headers = extra.headers;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields ? { fields } : {});
export const unauthorized = (message: string = HTTP_MESSAGES.signInRequired) => new HttpError(401, message);
export const forbidden = (message: string = HTTP_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = HTTP_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = HTTP_MESSAGES.tooManyRequests) =>
  new HttpError(429, message, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/** Turns zod issues into a readable message that names each bad field. */
export function zodToHttpError(error: ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= issue.message;
  }
  const message = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  return badRequest(message, fields);
}

export function isApiPath(url: string): boolean {
  return url.startsWith('/next/api/') || url === '/next/api' || url.startsWith('/api/');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    const error = err instanceof ZodError ? zodToHttpError(err) : err;
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      // A client that closed the connection before the answer (a tab closed, a page left mid-load)
      // is no failure of ours: not an error for whoever reads the logs.
      if ((err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
        request.log.info({ reqId: request.id, url: request.url }, 'client left before the answer');
      } else request.log.error({ err, reqId: request.id, url: request.url }, 'request failed');
      return reply.status(500).send({ error: SERVER_ERROR });
    }
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    const body: { error: string; fields?: Record<string, string> } = { error: publicMessage(error, status) };
    if (error instanceof HttpError && error.fields) body.fields = error.fields;
    return reply.status(status).send(body);
  });
}

function publicMessage(error: Error & { code?: string }, status: number): string {
  if (status === 413) return HTTP_MESSAGES.tooLarge;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'body: Expected a JSON body';
  if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) return 'body: Invalid JSON';
  return error.message;
}
