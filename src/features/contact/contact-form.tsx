import './mantine-styles';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { CONTACT_MESSAGE_MAX, type ContactMessageValues, contactMessageSchema } from '../../../shared/schemas/contact';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

const EMPTY: ContactMessageValues = { name: '', email: '', orderNumber: '', message: '' };

/**
 * The contact form under the seller's details. Server-rendered with the page and working once the page has
 * hydrated; each field says what is wrong with it, and the server checks the same schema again.
 */
export function ContactForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ContactMessageValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: zod4Resolver(contactMessageSchema, { errorPriority: 'first' }),
  });
  const send = trpc.contact.send.useMutation({
    onSuccess: (_result, input) => {
      setSentTo(input.email.trim());
      form.reset();
    },
  });

  if (sentTo) {
    return (
      <Alert color="green" variant="light" role="status" title="Thank you, your message is on its way" mt="xl">
        <Text size="sm">
          We have sent an acknowledgement to {sentTo} and will reply there as soon as we can, usually within two working days.
        </Text>
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </Alert>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" mt="xl" component="section" aria-labelledby="contact-form-title">
      <Title order={2} size="h4" id="contact-form-title" mb="sm">
        Send us a message
      </Title>
      <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Name" autoComplete="name" required key={form.key('name')} {...form.getInputProps('name')} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <TextInput
            label="Order number (optional)"
            description="If your message is about an order, e.g. 1042"
            inputMode="numeric"
            key={form.key('orderNumber')}
            {...form.getInputProps('orderNumber')}
          />
          <Textarea
            label="Message"
            required
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            key={form.key('message')}
            {...form.getInputProps('message')}
          />
          {send.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(send.error)}
            </Alert>
          ) : null}
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
            Send message
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
