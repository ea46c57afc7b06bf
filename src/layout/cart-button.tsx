import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingBag } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCart } from '../features/cart/cart-context';
import { onCartDrawerRequest } from '../features/cart/cart-drawer-requests';

const CartDrawer = lazy(() => import('./cart-drawer'));

export function CartButton() {
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted on first open and kept, so closing still animates.
  const [wanted, setWanted] = useState(false);
  const { count } = useCart();
  useEffect(
    () =>
      onCartDrawerRequest(() => {
        setWanted(true);
        open();
      }),
    [open],
  );
  const label = `Open shopping cart (${count} ${count === 1 ? 'item' : 'items'})`;
  return (
    <>
      <Indicator label={count} size={18} showZero color="brass.8" offset={4}>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={() => {
            setWanted(true);
            open();
          }}
          onMouseEnter={() => setWanted(true)}
          aria-label={label}
        >
          <IconShoppingBag size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Indicator>
      {wanted ? (
        <Suspense fallback={null}>
          <CartDrawer opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
