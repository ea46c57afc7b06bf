import { DISPATCH_WORKING_DAYS } from '../consumer-rules';
import type { StartingTextFacts } from './facts';

export function contactText(_facts: StartingTextFacts): string {
  return `We are happy to help with an order, a subscription or a trade account. Send us a message with the form below and we reply within ${DISPATCH_WORKING_DAYS} working days. If your message is about an order, please give its number.
`;
}
