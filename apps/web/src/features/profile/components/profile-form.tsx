import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isProfileComplete } from '@wheelhouse/contracts/plain/users';
import type { UpdateProfileRequest, User } from '@wheelhouse/contracts/users';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

const inputClass =
  'min-h-11 w-full rounded-xl border border-slate-700 bg-slate-950 px-3 text-white focus-visible:outline-2 focus-visible:outline-amber-400 aria-[invalid=true]:border-rose-500';

/**
 * The personal data a player may still set: first and last name while isNameChangeAvailable,
 * gender at any time, the date of birth while unset. Locked fields are not offered.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [gender, setGender] = useState(user.gender ?? '');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const canName = user.isNameChangeAvailable;
  const canBirth = user.dateOfBirth === null;
  const fields = update.error && isApiError(update.error) ? (update.error.fields ?? {}) : {};
  const fieldMessage = (name: string) => {
    const field = fields[name];
    return field ? t(field.key as 'Validation.invalid', field.params) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: UpdateProfileRequest = {};
    if (canName && firstName.trim()) body.firstName = firstName;
    if (canName && lastName.trim()) body.lastName = lastName;
    if (gender && gender !== user.gender) body.gender = gender as 'male' | 'female';
    if (canBirth && dateOfBirth) body.dateOfBirth = dateOfBirth;
    update.mutate(body, {
      onSuccess: () => toast.success(t('profile.saved')),
    });
  };

  const field = (
    name: string,
    label: string,
    input: (props: {
      id: string;
      'aria-invalid': boolean;
      'aria-describedby'?: string;
    }) => React.ReactNode,
  ) => {
    const message = fieldMessage(name);
    const inputId = `${id}-${name}`;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm text-slate-400">
          {label}
        </label>
        {input({
          id: inputId,
          'aria-invalid': Boolean(message),
          'aria-describedby': message ? `${inputId}-error` : undefined,
        })}
        {message ? (
          <p id={`${inputId}-error`} className="text-sm text-rose-300">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className="rounded-2xl border border-slate-800 bg-slate-900 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-white">{t('profile.edit_title')}</h2>
      <p className="mt-1 text-sm text-slate-400" data-testid="profile-completeness">
        {isProfileComplete(user) ? t('profile.complete') : t('profile.incomplete')}
      </p>
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
        {canName ? (
          <>
            {field('firstName', t('profile.first_name'), (props) => (
              <input
                {...props}
                autoComplete="given-name"
                maxLength={50}
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
                className={inputClass}
              />
            ))}
            {field('lastName', t('profile.last_name'), (props) => (
              <input
                {...props}
                autoComplete="family-name"
                maxLength={50}
                value={lastName}
                onChange={(e) => setLastName(e.target.value)}
                className={inputClass}
              />
            ))}
            <p className="text-xs text-slate-500 sm:col-span-2">{t('profile.name_once')}</p>
          </>
        ) : null}
        {field('gender', t('profile.gender'), (props) => (
          <select
            {...props}
            value={gender}
            onChange={(e) => setGender(e.target.value)}
            className={inputClass}
          >
            <option value="">{t('profile.choose')}</option>
            <option value="male">{t('profile.gender_male')}</option>
            <option value="female">{t('profile.gender_female')}</option>
          </select>
        ))}
        {canBirth
          ? field('dateOfBirth', t('profile.date_of_birth'), (props) => (
              <input
                {...props}
                type="date"
                autoComplete="bday"
                value={dateOfBirth}
                onChange={(e) => setDateOfBirth(e.target.value)}
                className={inputClass}
              />
            ))
          : null}
        {update.isError && Object.keys(fields).length === 0 ? (
          <p role="alert" className="text-sm text-rose-300 sm:col-span-2">
            {errorMessage(t, update.error)}
          </p>
        ) : null}
        <button
          type="submit"
          data-testid="profile-save"
          aria-disabled={update.isPending || undefined}
          className="min-h-11 rounded-xl bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 aria-disabled:opacity-60 sm:col-span-2 sm:justify-self-start"
        >
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </button>
      </form>
    </section>
  );
}
