import { forwardRef, useState } from 'react';
import { t } from '../../lib/i18n';
import { TextField, type TextFieldProps } from './text-field';

export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        trailing={
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={
              visible
                ? t('web.components.passwordField.hideField', { field: props.label.toLowerCase() })
                : t('web.components.passwordField.showField', { field: props.label.toLowerCase() })
            }
            aria-pressed={visible}
            className="rounded px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2"
          >
            {visible ? t('web.components.passwordField.hide') : t('web.components.passwordField.show')}
          </button>
        }
        {...props}
      />
    );
  },
);
