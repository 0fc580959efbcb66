import { Callout, Card, Classes, FormGroup, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { notify } from '../../core/toaster';
import { FormSubmit } from '../../components/FormSubmit';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
import { useFormState } from '../../components/useFormState';
import { isCustomerUser } from '../../../shared/domain/roles';
import { PageTabs, type ExtraTab } from '../../engine';
import { ApiTokensPanel } from '../apiTokens';
import { ClientPayments } from '../payments';
import { userTabs } from '../people';
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
 * /profile: the user's own data from GET /users/me, saved with PUT /users/me. Staff also find
 * their own records there, from the `/me` lists: requested orders, orders, products, salary
 * months with their breakdown, requests, reviews of them, working times and fines with Accept;
 * outsourced designers their payments (spec section 6), customer users their customer's.
 * Everyone finds their API tokens there (issue 36).
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

  const customer = isCustomerUser(user);
  const tabs: ExtraTab[] = [
    { id: 'profile', title: t('profile.title'), panel: card },
    // Their own records; a customer user stands for their customer: its payments.
    ...(customer
      ? user.customerId
        ? [
            {
              id: 'payments',
              title: t('payments.tab'),
              panel: <ClientPayments typeClient="customer" clientId={user.customerId} />,
            },
          ]
        : []
      : userTabs(user, { ...user }, t)),
    { id: 'apiTokens', title: t('apiTokens.tab'), panel: <ApiTokensPanel userId={user.id} /> },
  ];

  return (
    <>
      <PageHeader
        title={t('profile.title')}
        breadcrumbs={[{ text: t('menu.dashboard'), to: '/' }, { text: t('profile.title') }]}
      />
      {tabs.length > 1 ? <PageTabs id="profile-tabs" className="bo-tabs bo-user-tabs" tabs={tabs} /> : card}
    </>
  );
}
