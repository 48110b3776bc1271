import { Link } from 'react-router';
import { t } from '../lib/i18n';

/** One thing to look at, and where it opens. */
export interface TodoItem {
  key: string;
  text: string;
  href: string;
}

/** "Te doen": each item a link straight to what it is about; nothing waiting says so. */
export function TodoList({ items }: { items: TodoItem[] }) {
  return (
    <section
      aria-labelledby="todo"
      className="rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="todo"
    >
      <h2 id="todo" className="mb-3 text-lg font-bold text-slate-900">
        {t('web.components.todoList.title')}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">{t('web.components.todoList.nothing')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.href}
                className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm font-medium text-slate-800 hover:text-brand-700"
              >
                <span>{item.text}</span>
                <span aria-hidden="true" className="text-slate-400">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
