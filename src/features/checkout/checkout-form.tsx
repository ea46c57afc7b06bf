import './mantine-styles';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { DeliveryOption } from '../../../shared/delivery';
import { formatGBP } from '../../../shared/money';
import { type PaymentMethod, shippingSchema } from '../../../shared/schemas/checkout';
import { poNumberField, poNumberProblem } from '../../../shared/schemas/po-number';
import { DEFAULT_SHOP_SETTINGS } from '../../../shared/settings';
import { type Profile, useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useCart } from '../cart/cart-context';
import { AddressFields, type AddressValues } from '../forms/address-fields';
import { PoNumberInput } from '../trade-order/po-number-input';
import { BeforeYouOrder, OrderCommitment } from './before-you-order';
import { CHECKOUT_MESSAGES } from './checkout-failure';
import { type CheckoutFigures, CheckoutTotals } from './checkout-totals';
import { DeliveryChoice } from './delivery-choice';
import { OrderSummary } from './order-summary';
import { PaymentChoice } from './payment-method';
import { PromotionCode } from './promotion-code';
import { readShippingDraft, saveShippingDraft } from './shipping-draft';
import { SignInPrompt } from './sign-in-prompt';
import { usePlaceOrder } from './use-place-order';
import { usePromotion } from './use-promotion';

type ShippingValues = AddressValues & { fullName: string };

// The shared schema words every missing field 'Please fill in all shipping information', which the toast
// says once; under each empty field the shopper reads which one it is.
const MISSING_FIELD: Record<keyof ShippingValues, string> = {
  fullName: 'Please enter your full name',
  address1: 'Please enter the first line of your address',
  address2: 'Please enter the second line of your address',
  city: 'Please enter your town or city',
  postcode: 'Please enter your postcode',
};

function shippingError(error: ReactNode, field: keyof ShippingValues): ReactNode | boolean {
  if (!error) return undefined;
  return error === CHECKOUT_MESSAGES.shipping ? MISSING_FIELD[field] : error;
}

const EMPTY_SHIPPING: ShippingValues = { fullName: '', address1: '', address2: '', city: '', postcode: '' };

function shippingFromProfile(profile: Profile): ShippingValues {
  return {
    fullName: profile.fullName ?? '',
    address1: profile.address1 ?? '',
    address2: profile.address2 ?? '',
    city: profile.city ?? '',
    postcode: profile.postcode ?? '',
  };
}

export function CheckoutForm() {
  const { user, profile, loading: authLoading } = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const rates = trpc.delivery.rates.useQuery(undefined, { staleTime: 5 * 60_000 });
  const collectAvailable = rates.data?.collectEnabled ?? false;
  const [chosenDelivery, setDelivery] = useState<DeliveryOption>('tracked');
  const deliveryOption = collectAvailable ? chosenDelivery : 'tracked';
  const promotion = usePromotion(user !== null, deliveryOption);
  const { place, pending } = usePlaceOrder();
  const tradeAccount = profile?.role === 'wholesaler' && profile.status === 'approved';
  const paymentConfig = trpc.payment.config.useQuery().data;
  const cardPayments = paymentConfig?.cardPayments ?? false;
  const bankTransferHoldDays = paymentConfig?.bankTransferHoldDays ?? DEFAULT_SHOP_SETTINGS.bankTransferHoldDays;
  const [chosenMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const [poNumber, setPoNumber] = useState('');
  const [poError, setPoError] = useState<string | null>(null);
  // A trade account with terms pays on account unless it picks otherwise; else card once the shop takes cards.
  const paymentMethod: PaymentMethod =
    chosenMethod ?? (tradeAccount && profile?.terms ? 'on_account' : cardPayments ? 'card' : 'bank_transfer');
  const keepDraft = useRef(false);
  keepDraft.current = !user && !authLoading;
  const form = useForm<ShippingValues>({
    mode: 'uncontrolled',
    initialValues: EMPTY_SHIPPING,
    validate: zod4Resolver(shippingSchema, { errorPriority: 'first' }),
    // A signed-out shopper's typing is kept while they sign in (see shipping-draft.ts).
    onValuesChange: (values) => {
      if (keepDraft.current) saveShippingDraft(values);
    },
  });

  // What they typed before signing in, else the profile once it has loaded (initialize runs once, so
  // typing is never overwritten).
  const { initialize } = form;
  useEffect(() => {
    const draft = readShippingDraft();
    if (draft) initialize(draft);
    else if (profile) initialize(shippingFromProfile(profile));
  }, [profile, initialize]);

  // The server's figures: its quote while a code or another delivery option applies, else the cart's. The
  // delivery shows at its list price and the discount line carries all the code took off, delivery included.
  const quoted = promotion.totals;
  const figures: CheckoutFigures = quoted
    ? {
        subtotalPence: quoted.subtotalPence,
        discount:
          promotion.codeToSend && quoted.discountPence > 0 ? { code: promotion.codeToSend, pence: quoted.discountPence } : null,
        deliveryPence: quoted.shippingChargePence,
        totalPence: quoted.totalPence,
        vatPence: quoted.vatPence,
      }
    : {
        subtotalPence: cart.subtotalPence,
        discount: null,
        deliveryPence: cart.deliveryPence,
        totalPence: cart.totalPence,
        vatPence: cart.vatPence,
      };
  const totalPence = figures.totalPence;

  // Checked in this order: signed in, a non-empty cart, then the shipping form.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      notify.error(CHECKOUT_MESSAGES.signedOut);
      await navigate({ to: '/auth', search: { redirect: '/checkout' } });
      return;
    }
    if (cart.lines.length === 0) {
      notify.error(CHECKOUT_MESSAGES.emptyCart);
      return;
    }
    const validation = form.validate();
    if (validation.hasErrors) {
      notify.error(String(Object.values(validation.errors)[0] ?? CHECKOUT_MESSAGES.shipping));
      return;
    }
    // A trade order's purchase order number, by the same rules the server applies.
    const po = tradeAccount ? poNumberField.safeParse(poNumber) : null;
    const poMessage = po
      ? po.success
        ? poNumberProblem(profile?.poNumberRequired ?? false, po.data)
        : errorMessage(po.error)
      : null;
    setPoError(poMessage);
    if (poMessage) {
      notify.error(poMessage);
      return;
    }
    const shipping = form.getValues();
    const allowed = paymentMethod !== 'on_account' || tradeAccount;
    await place({
      shipping,
      promotionCode: promotion.codeToSend,
      paymentMethod: allowed ? paymentMethod : 'bank_transfer',
      deliveryOption,
      ...(po?.success && po.data ? { poNumber: po.data } : {}),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {!user && !authLoading ? <SignInPrompt /> : null}
        <BeforeYouOrder rates={rates.data} cardPayments={cardPayments} tradeAccount={tradeAccount} />
        <Paper withBorder p="lg" radius="md" bg="cream.0" component="section" aria-labelledby="summary-title">
          <Title id="summary-title" order={2} size="h3" mb="sm">
            Order Summary
          </Title>
          <OrderSummary trade={tradeAccount} />
          <Group justify="space-between" align="flex-start" mt="md" gap="lg">
            <div style={{ flex: '1 1 280px', maxWidth: 420 }}>
              <PromotionCode
                signedIn={user !== null}
                state={promotion.state}
                onApply={promotion.apply}
                onRemove={promotion.remove}
              />
            </div>
            <CheckoutTotals {...figures} />
          </Group>
        </Paper>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="lg" radius="md" bg="cream.0" component="section" aria-labelledby="shipping-title">
            <Title id="shipping-title" order={2} size="h3" mb="sm">
              Shipping
            </Title>
            <Stack gap="md">
              <AddressFields form={form} withFullName autoCompleteSection="shipping" errorOf={shippingError} />
              <DeliveryChoice
                collectAvailable={collectAvailable}
                freeThresholdPence={rates.data?.freeThresholdPence}
                value={deliveryOption}
                onChange={setDelivery}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md" bg="cream.0" component="section" aria-labelledby="payment-title">
            <Stack gap="md">
              <Title id="payment-title" order={2} size="h3">
                Payment
              </Title>
              <PaymentChoice
                tradeAccount={tradeAccount}
                cardPayments={cardPayments}
                bankTransferHoldDays={bankTransferHoldDays}
                terms={profile?.terms ?? null}
                value={paymentMethod}
                onChange={setPaymentMethod}
              />
              {tradeAccount ? (
                <PoNumberInput
                  value={poNumber}
                  onChange={setPoNumber}
                  required={profile?.poNumberRequired ?? false}
                  error={poError}
                />
              ) : null}
              {cart.hasProblems ? (
                <Alert color="yellow" variant="light">
                  Some items can no longer be bought as they are. Please update or remove the items marked above.
                </Alert>
              ) : null}
              <OrderCommitment totalPence={totalPence} />
              <Button
                type="submit"
                size="lg"
                fullWidth
                disabled={pending || cart.updating || cart.hasProblems}
                aria-describedby="order-commitment"
              >
                {pending ? 'Processing...' : `Place Order - ${formatGBP(totalPence)}`}
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
