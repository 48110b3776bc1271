import { ApiError, errorCodeLine } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';

/** A failure said in place; one the server answered carries its "Foutcode" to quote to the operator. */
export function ErrorBox({ message, cause }: { message: string; cause?: unknown }) {
  const code = errorCodeLine(cause instanceof ApiError ? cause.requestId : undefined);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {translateMessage(message)}
      {code && <p className="mt-1 text-xs">{code}</p>}
    </div>
  );
}

/** What a form keeps of a failed submission: the words to show and the error they came from. */
export interface Failure {
  message: string;
  cause?: unknown;
}
