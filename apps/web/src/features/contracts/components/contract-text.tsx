import { contractBlocks } from '@jobbel/shared/contracts/contract-document';

/** A contract's text as the reader reads it on a phone: its title, headings and paragraphs. */
export function ContractText({ text, language }: { text: string; language: string }) {
  return (
    <article lang={language} className="space-y-3 text-[15px] leading-relaxed text-slate-800">
      {contractBlocks(text).map((block, index) => {
        const key = `${index}-${block.kind}`;
        if (block.kind === 'title')
          return (
            <h2 key={key} className="text-xl font-bold text-slate-900">
              {block.text}
            </h2>
          );
        if (block.kind === 'heading')
          return (
            <h3 key={key} className="pt-2 text-base font-bold text-slate-900">
              {block.text}
            </h3>
          );
        return (
          <p key={key} className="whitespace-pre-line break-words">
            {block.text}
          </p>
        );
      })}
    </article>
  );
}
