import type { CardAttributes } from '../../../shared/api/cards';
import type { CardRow } from './cards.repository';

export function toCardResource(card: CardRow) {
  const attributes: CardAttributes = {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    stripe_id: card.stripeId,
    is_default: card.isDefault,
  };
  return { id: String(card.id), type: 'card' as const, attributes };
}
