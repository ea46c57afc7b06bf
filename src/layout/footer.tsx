import { ActionIcon, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandX } from '@tabler/icons-react';
import { AnchorLink } from '../components/links';
import { Logo } from '../components/logo';
import { useSeller } from '../lib/seller';
import { FooterSeller } from './footer-seller';
import classes from './public-layout.module.css';

const SOCIAL_LINKS = [
  { label: 'Royal Biltong on Instagram', icon: IconBrandInstagram },
  { label: 'Royal Biltong on Facebook', icon: IconBrandFacebook },
  { label: 'Royal Biltong on X', icon: IconBrandX },
];

export function Footer() {
  const year = new Date().getFullYear();
  const seller = useSeller();
  return (
    <Box component="footer" className={`${classes.footer} on-dark`}>
      <Container size="lg" py="xl">
        <div className={classes.footerColumns}>
          <Stack gap="xs">
            <Logo tone="light" />
            <Text size="sm" c="cream.2">
              Premium British biltong, air-dried slowly and cut by hand.
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="brass.2">
              Quick Links
            </Title>
            <Stack component="nav" aria-label="Footer" gap={6}>
              <AnchorLink to="/shop" c="cream.1" size="sm">
                Shop
              </AnchorLink>
              <AnchorLink to="/about" c="cream.1" size="sm">
                About Us
              </AnchorLink>
              <AnchorLink to="/wholesale" c="cream.1" size="sm">
                Wholesale
              </AnchorLink>
            </Stack>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="brass.2">
              Help
            </Title>
            <Stack component="nav" aria-label="Terms and help" gap={6}>
              <AnchorLink to="/terms" c="cream.1" size="sm">
                Terms of Sale
              </AnchorLink>
              <AnchorLink to="/privacy" c="cream.1" size="sm">
                Privacy
              </AnchorLink>
              <AnchorLink to="/delivery-returns" c="cream.1" size="sm">
                Delivery & Returns
              </AnchorLink>
              <AnchorLink to="/contact" c="cream.1" size="sm">
                Contact
              </AnchorLink>
            </Stack>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="brass.2">
              Follow Us
            </Title>
            <Group gap="xs">
              {SOCIAL_LINKS.map(({ label, icon: Icon }) => (
                <ActionIcon key={label} component="a" href="#" aria-label={label} variant="subtle" color="cream.1" size="lg">
                  <Icon size={22} stroke={1.6} aria-hidden />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
        </div>
        {seller ? <FooterSeller seller={seller} /> : null}
        <Text size="sm" c="cream.3" ta="center" mt="md" pt="md" className={classes.copyright}>
          © {year} {seller?.tradingName ?? 'Royal Biltong'}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
