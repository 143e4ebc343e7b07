/**
 * A failed request's log line: one JSON object with the request's id (scripts/request-log.mjs
 * gives every request one, and the error page shows it), so staff find the stack a buyer's
 * reference points to. Pure: the caller writes the line.
 */
export type FailedRequest = {
  path: string
  method: string
  headers: NodeJS.Dict<string | string[]>
}

export function requestErrorLine(
  error: unknown,
  request: FailedRequest,
  route: { routePath: string; routeType: string },
  now = new Date(),
): string {
  const id = request.headers['x-request-id']
  const failure =
    error instanceof Error
      ? { message: error.message, stack: error.stack }
      : { message: String(error), stack: undefined }
  return JSON.stringify({
    time: now.toISOString(),
    level: 'error',
    id: typeof id === 'string' ? id : null,
    method: request.method,
    path: request.path.split('?')[0],
    route: route.routePath,
    kind: route.routeType,
    digest: (error as { digest?: unknown } | null)?.digest ?? null,
    ...failure,
  })
}
