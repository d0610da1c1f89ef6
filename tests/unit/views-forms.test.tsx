// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { LoginModal } from '../../src/ui/auth/login-modal';
import { RegisterForm } from '../../src/ui/auth/register-form';
import { PasswordChangeForm } from '../../src/ui/profile/password-change-form';
import { SupportChat } from '../../src/ui/support-chat';

beforeAll(() => activateLocale('en', { remember: false }));
afterEach(cleanup);

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const loginProps = { onSubmit: vi.fn(), onSendCode: vi.fn(), busy: false, errors: {} };

describe('LoginModal', () => {
  it('is an accessible modal dialog that Esc closes', () => {
    const onClose = vi.fn();
    wrap(<LoginModal open onClose={onClose} {...loginProps} />);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('masks the phone as +7 (###) ### ## ## and asks for a code', () => {
    const onSendCode = vi.fn();
    wrap(<LoginModal open onClose={() => {}} {...loginProps} onSendCode={onSendCode} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.input(phone, { target: { value: '9123456789' } });
    expect(phone.value).toBe('+7 (912) 345 67 89');
    fireEvent.click(screen.getByRole('tab', { name: 'One-time code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSendCode).toHaveBeenCalledWith({ method: 'phone', phone: '+7 (912) 345 67 89' });
  });

  it('uses the Belarus mask +375 ## ### ## ##', () => {
    wrap(<LoginModal open onClose={() => {}} {...loginProps} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: 'by' } });
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.input(phone, { target: { value: '291234567' } });
    expect(phone.value).toBe('+375 29 123 45 67');
  });

  it('shows field errors it is given', () => {
    wrap(
      <LoginModal
        open
        onClose={() => {}}
        {...loginProps}
        errors={{ email: 'Wrong email', form: 'Try again' }}
      />,
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Wrong email', 'Try again']);
  });
});

describe('RegisterForm', () => {
  it('submits RUB by default and leaves an empty promo out', () => {
    const onSubmit = vi.fn();
    wrap(<RegisterForm onSubmit={onSubmit} busy={false} errors={{}} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' a@b.co ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledWith({
      method: 'email',
      email: 'a@b.co',
      password: 'secret123',
      currency: 'RUB',
    });
  });
});

describe('PasswordChangeForm', () => {
  it('submits old_password, password and password_confirm and disables itself while busy', () => {
    const onSubmit = vi.fn();
    const { rerender } = wrap(<PasswordChangeForm onSubmit={onSubmit} busy={false} errors={{}} />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old1' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new12345' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'new12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).toHaveBeenCalledWith({
      old_password: 'old1',
      password: 'new12345',
      password_confirm: 'new12345',
    });
    rerender(
      <I18nProvider i18n={i18n}>
        <PasswordChangeForm onSubmit={onSubmit} busy errors={{}} />
      </I18nProvider>,
    );
    expect((screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('SupportChat', () => {
  it('opens a panel and sends the message; kz variant is marked', async () => {
    const onSend = vi.fn();
    const { container } = wrap(<SupportChat variant="kz" onSend={onSend} />);
    expect(container.querySelector('[data-variant="kz"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
    // the panel's code loads on first open
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'p@x.io' } });
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ email: 'p@x.io', text: 'Hi' });
  });
});
