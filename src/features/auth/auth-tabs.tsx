import './mantine-styles';
import { Paper, Tabs } from '@mantine/core';
import { useState } from 'react';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

type Tab = 'login' | 'signup';

/** 'Auth': two tabs, Login (default) and Sign Up. */
export function AuthTabs() {
  const [tab, setTab] = useState<Tab>('login');
  return (
    <Paper bg="cream.0" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="sm">
      <Tabs value={tab} onChange={(value) => setTab(value === 'signup' ? 'signup' : 'login')}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="login">Login</Tabs.Tab>
          <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <LoginForm />
        </Tabs.Panel>
        <Tabs.Panel value="signup">
          {/* After sign-up the visitor verifies their email, then logs in. */}
          <SignUpForm onSignedUp={() => setTab('login')} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
