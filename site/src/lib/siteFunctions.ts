// Calls one of the site's own functions (site/server/functions): POST JSON, read { success,
// message }. Whatever goes wrong on the way (no network, no JSON, an answer without success) is
// { message: 'Error', success: false } (spec sections 4 and 8).

export interface FunctionAnswer {
  success: boolean;
  message: string;
  /** The refused fields, by name (the server's message or message key). */
  errors?: Record<string, string>;
}

const failure = (): FunctionAnswer => ({ message: 'Error', success: false });

export async function postToFunction(
  url: string,
  body: unknown,
  fetcher: typeof fetch = fetch,
): Promise<FunctionAnswer> {
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    if (answer === null || typeof answer !== 'object' || typeof (answer as FunctionAnswer).success !== 'boolean')
      return failure();
    const { success, message, errors } = answer as FunctionAnswer;
    return {
      success: success && response.ok,
      message: typeof message === 'string' ? message : '',
      ...(errors && typeof errors === 'object' ? { errors } : {}),
    };
  } catch {
    return failure();
  }
}
