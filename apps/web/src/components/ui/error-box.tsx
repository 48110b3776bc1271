import { translateMessage } from '../../lib/i18n';
export function ErrorBox({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {translateMessage(message)}
    </div>
  );
}
