import { Callout, Card, Classes, FormGroup, InputGroup, Intent, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { notify } from '../../app/toaster';
import { FormSubmit } from '../../components/FormSubmit';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
import { useFormState } from '../../components/useFormState';
import { isCustomerUser } from '../../../shared/domain/roles';
import { ClientPayments } from '../payments';
import { ProfileAvatar } from './ProfileAvatar';
import { useUpdateProfile } from './useUpdateProfile';
import {
  OUTSOURCE_EDITABLE,
  PROFILE_FIELDS,
  profileBody,
  profileForm,
  profileValues,
  WRITE_ONLY_FIELDS,
} from './profileForm';
import './profile.css';

const INPUT_TYPES: Partial<Record<(typeof PROFILE_FIELDS)[number], string>> = {
  birthday: 'date',
  phone: 'tel',
  linkFB: 'url',
  trelloKey: 'password',
  trelloToken: 'password',
};

/**
 * /profile: the user's own data from GET /users/me, saved with PUT /users/me; outsourced
 * designers also find their payments there (spec section 6).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const form = useFormState(profileValues(user), profileForm);

  const submit = form.handleSubmit((data) =>
    update.mutate(profileBody(data, user.isOutsource), {
      onSuccess: () => notify.success(t('common.updated')),
    }),
  );

  const card = (
    <Card className="bo-profile">
      <ProfileAvatar user={user} />
      <div className="bo-profile-identity">
        <FormGroup label={t('auth.email')} labelFor="email">
          <InputGroup id="email" value={user.email} readOnly />
        </FormGroup>
        <div className="bo-profile-tags">
          {user.role && <Tag icon="id-number">{user.role.name}</Tag>}
          {user.isOutsource && <Tag intent={Intent.WARNING}>{t('profile.outsource')}</Tag>}
        </div>
      </div>
      {user.isOutsource && (
        <Callout intent={Intent.PRIMARY} icon="info-sign" className="bo-profile-note">
          {t('profile.outsourceReadOnly')}
        </Callout>
      )}
      <form onSubmit={submit} noValidate>
        <div className="bo-profile-grid">
          {PROFILE_FIELDS.map((name) => (
            <TextField
              key={name}
              {...form.field(name)}
              label={t(`profile.fields.${name}`)}
              type={INPUT_TYPES[name] ?? 'text'}
              readOnly={user.isOutsource && !OUTSOURCE_EDITABLE.includes(name)}
              helperText={WRITE_ONLY_FIELDS.includes(name) ? t('profile.secretHint') : undefined}
              autoComplete="off"
              required={name === 'displayName'}
            />
          ))}
        </div>
        <FormSubmit mutation={update} icon="floppy-disk" text={t('common.save')} />
        <span className={`${Classes.TEXT_MUTED} bo-profile-updated`}>
          {update.isSuccess ? t('common.updated') : ''}
        </span>
      </form>
    </Card>
  );

  // Their own payments: an outsourced designer's, or those of the customer a customer user stands for.
  const payments = user.isOutsource ? (
    <ClientPayments clientId={user.id} />
  ) : isCustomerUser(user) && user.customerId ? (
    <ClientPayments typeClient="customer" clientId={user.customerId} />
  ) : null;

  return (
    <>
      <PageHeader
        title={t('profile.title')}
        breadcrumbs={[{ text: t('menu.dashboard'), to: '/' }, { text: t('profile.title') }]}
      />
      {payments ? (
        <Tabs id="profile-tabs" renderActiveTabPanelOnly>
          <Tab id="profile" title={t('profile.title')} panel={card} />
          <Tab id="payments" title={t('payments.tab')} panel={payments} />
        </Tabs>
      ) : (
        card
      )}
    </>
  );
}
