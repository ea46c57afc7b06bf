import './mantine-styles';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { formatGBP } from '../../../shared/money';
import { balanceAdjustmentSchema } from '../../../shared/schemas/account';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { LedgerTable } from '../account/ledger-table';
import type { AdminAccount } from './edit-account-values';

const resolver = zod4Resolver(balanceAdjustmentSchema, { errorPriority: 'first' });

/** The balance is a ledger: an adjustment is a new entry with a reason, never an overwritten number. */
export function BalanceSection({ account }: { account: AdminAccount }) {
  const { userId, accountBalancePence } = account.profile;
  const utils = trpc.useUtils();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { amount: '', reason: '' },
    validate: (values) => resolver({ ...values, userId }),
  });
  const adjust = trpc.admin.adjustBalance.useMutation({
    onSuccess: ({ balancePence }) => {
      notify.success(`Balance adjusted. The new balance is ${formatGBP(balancePence)}.`);
      form.reset();
      void utils.admin.getAccount.invalidate({ userId });
      void utils.admin.listAccounts.invalidate();
    },
    onError: (error) => notify.error(`Failed to update account: ${errorMessage(error)}`),
  });
  const submit = form.onSubmit((values) => adjust.mutate({ ...values, userId }));

  return (
    <Card padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3">
            Account balance
          </Title>
          <Text fw={700} size="xl" aria-label="Current balance">
            {formatGBP(accountBalancePence ?? 0)}
          </Text>
        </Group>
        <LedgerTable entries={account.ledger} caption="Balance ledger" />
        <form onSubmit={submit} noValidate aria-label="Adjust balance">
          <Title order={3} size="h4" mb="xs">
            Adjust balance
          </Title>
          <Group align="flex-start" grow>
            <TextInput
              label="Amount (£)"
              description="Positive adds to what the account owes; negative records a payment or credit."
              placeholder="12.50 or -3.00"
              inputMode="decimal"
              required
              key={form.key('amount')}
              {...form.getInputProps('amount')}
            />
            <TextInput
              label="Reason"
              description="Kept in the ledger and the audit log."
              required
              key={form.key('reason')}
              {...form.getInputProps('reason')}
            />
          </Group>
          <Group justify="flex-end" mt="md">
            <Button type="submit" variant="outline" loading={adjust.isPending}>
              Record adjustment
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
