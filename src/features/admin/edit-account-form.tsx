import './mantine-styles';
import { Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, PRICE_TIERS, ROLE_LABELS, ROLES } from '../../../shared/constants';
import { TERMS_DAYS, termsLabel } from '../../../shared/credit';
import { adminAccountUpdateSchema } from '../../../shared/schemas/account';
import { ACCOUNT_STATUS_LABELS } from '../../../shared/status-labels';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { companyTypeOptions } from '../wholesale/company-types';
import { type AdminAccount, type EditAccountValues, toEditValues, toUpdateInput } from './edit-account-values';

const resolver = zod4Resolver(adminAccountUpdateSchema, { errorPriority: 'first' });
const TIER_OPTIONS = PRICE_TIERS.map((tier) => ({ value: String(tier), label: `Tier ${tier}` }));
const STATUS_OPTIONS = ACCOUNT_STATUSES.map((status) => ({ value: status, label: ACCOUNT_STATUS_LABELS[status] }));
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const TERMS_OPTIONS = TERMS_DAYS.map((days) => ({ value: String(days), label: termsLabel(days) }));

/** The admin's full edit form: profile fields, account type, status, role, price tier, terms, credit limit and the PO rule. */
export function EditAccountForm({ profile }: { profile: AdminAccount['profile'] }) {
  const utils = trpc.useUtils();
  const form = useForm<EditAccountValues>({
    mode: 'uncontrolled',
    initialValues: toEditValues(profile),
    validate: (values) => resolver(toUpdateInput(profile.userId, values)),
  });
  const update = trpc.admin.updateAccount.useMutation({
    onSuccess: () => {
      notify.success('Account updated successfully.');
      void utils.admin.getAccount.invalidate({ userId: profile.userId });
      void utils.admin.listAccounts.invalidate();
    },
    onError: (error) => notify.error(`Failed to update account: ${errorMessage(error)}`),
  });
  const submit = form.onSubmit((values) => update.mutate(adminAccountUpdateSchema.parse(toUpdateInput(profile.userId, values))));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Fieldset legend="Profile">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Full name" required key={form.key('fullName')} {...form.getInputProps('fullName')} />
            <TextInput label="Phone" type="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
            <TextInput label="Business name" key={form.key('businessName')} {...form.getInputProps('businessName')} />
            <Select
              label="Company type"
              data={companyTypeOptions(profile.companyType)}
              clearable
              key={form.key('companyType')}
              {...form.getInputProps('companyType')}
            />
            <TextInput label="Address line 1" key={form.key('address1')} {...form.getInputProps('address1')} />
            <TextInput label="Address line 2" key={form.key('address2')} {...form.getInputProps('address2')} />
            <TextInput label="City" key={form.key('city')} {...form.getInputProps('city')} />
            <TextInput label="Postcode" key={form.key('postcode')} {...form.getInputProps('postcode')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Account">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Account type"
              data={[...ACCOUNT_TYPES]}
              allowDeselect={false}
              key={form.key('accountType')}
              {...form.getInputProps('accountType')}
            />
            <Select
              label="Status"
              placeholder="None"
              data={STATUS_OPTIONS}
              clearable
              key={form.key('status')}
              {...form.getInputProps('status')}
            />
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              allowDeselect={false}
              key={form.key('role')}
              {...form.getInputProps('role')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Trade terms">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Price tier"
              placeholder="None"
              data={TIER_OPTIONS}
              clearable
              key={form.key('priceTier')}
              {...form.getInputProps('priceTier')}
            />
            <Select
              label="Terms"
              placeholder="None"
              description="Invoices on account are due this many days after their date."
              data={TERMS_OPTIONS}
              clearable
              key={form.key('termsDays')}
              {...form.getInputProps('termsDays')}
            />
            <TextInput
              label="Credit limit (£)"
              description="Orders on account may not take the balance past it. Empty: no limit."
              placeholder="No limit"
              inputMode="decimal"
              key={form.key('creditLimit')}
              {...form.getInputProps('creditLimit')}
            />
          </SimpleGrid>
          <Checkbox
            mt="md"
            label="PO number required"
            description="Every trade order from this account must carry the buyer's purchase order number."
            key={form.key('poNumberRequired')}
            {...form.getInputProps('poNumberRequired', { type: 'checkbox' })}
          />
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
