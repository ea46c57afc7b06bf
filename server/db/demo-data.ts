import type { Weight } from '../../shared/constants';
import type { Allergen } from '../../shared/schemas/product';

/** Demo accounts for development; their passwords are in the README. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@royal-biltong.example', password: 'Admin-Biltong-2026', fullName: 'Ada Admin', kind: 'admin' },
  { email: 'customer@royal-biltong.example', password: 'Customer-Biltong-2026', fullName: 'Charlie Customer', kind: 'customer' },
  { email: 'trade@royal-biltong.example', password: 'Trade-Biltong-2026', fullName: 'Wendy Wholesale', kind: 'wholesaler' },
  { email: 'pending@royal-biltong.example', password: 'Pending-Biltong-2026', fullName: 'Pat Pending', kind: 'pending' },
] as const;

/** The demo wholesaler's credit limit (£5,000.00): room for a week's restock, so a test can still reach it. */
export const DEMO_TRADE_CREDIT_LIMIT_PENCE = 500_000;

type DemoProduct = {
  name: string;
  slug: string;
  description: string;
  ingredients: string;
  allergens: Allergen[];
  supportsMoistureOptions: boolean;
  stock: Record<Weight, number>;
  /** Fraction as stored (products.vat_rate); the biltong is standard-rated. */
  vatRate?: string;
  /** Retail net prices when they differ from the biltong's (DEMO_NET_PRICES). */
  netPrices?: Record<Weight, number>;
  /** A spice mix is no subscription bag. */
  showInSubscriptions?: boolean;
  food: DemoFood;
};

/** Food information as stored: per 100 g, energy in kJ and kcal, the rest in tenths of a gram. */
export type DemoFood = {
  energyKj: number;
  energyKcal: number;
  fatDg: number;
  saturatesDg: number;
  carbohydrateDg: number;
  sugarsDg: number;
  proteinDg: number;
  saltDg: number;
  storageConditions: string;
  onceOpenedAdvice: string;
  beefOrigin: string | null;
  placeOfManufacture: string;
  meatContent: string | null;
  shelfLife: string;
};

// Cider vinegar carries sulphites: named in the list, so the product page can show it in bold. The beef has no
// percentage here: dried, it is more than 100% of the product, so its quantity is the meat content statement.
const BASE_INGREDIENTS = 'British beef, cider vinegar (sulphites), sea salt, coriander, black pepper';

/**
 * What every bag shares; the nutrition is each flavour's own (typical biltong: about 1,100 kJ / 265 kcal,
 * 52 g protein and 4 to 5 g salt per 100 g; energy worked out from fat, carbohydrate and protein).
 */
const BAG_FOOD = {
  storageConditions: 'Store in a cool, dry place out of direct sunlight.',
  onceOpenedAdvice: 'Once opened, keep refrigerated and eat within 3 days.',
  beefOrigin: 'United Kingdom',
  placeOfManufacture: 'York, United Kingdom',
  meatContent: 'Made with 160 g of British beef per 100 g of biltong',
  shelfLife: 'Keeps for 3 months unopened: see the best before date on the back of the bag.',
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Original',
    slug: 'original',
    description:
      'Our founding recipe: grass-fed British silverside cured in cider vinegar and roasted coriander, air-dried slowly for a deep, clean beef flavour.',
    ingredients: BASE_INGREDIENTS,
    allergens: ['Sulphur dioxide and sulphites'],
    supportsMoistureOptions: true,
    stock: { '125g': 120, '250g': 80, '500g': 40, '1kg': 20, '2kg': 8 },
    food: {
      ...BAG_FOOD,
      energyKj: 1120,
      energyKcal: 265,
      fatDg: 45,
      saturatesDg: 20,
      carbohydrateDg: 31,
      sugarsDg: 24,
      proteinDg: 530,
      saltDg: 42,
    },
  },
  {
    name: 'Chilli',
    slug: 'chilli',
    description:
      'The Original with a proper kick: crushed bird’s eye chilli and smoked paprika for a warmth that builds with every bite.',
    ingredients: `${BASE_INGREDIENTS}, crushed chilli (1%), smoked paprika`,
    allergens: ['Sulphur dioxide and sulphites'],
    supportsMoistureOptions: true,
    stock: { '125g': 100, '250g': 60, '500g': 30, '1kg': 12, '2kg': 4 },
    food: {
      ...BAG_FOOD,
      energyKj: 1113,
      energyKcal: 263,
      fatDg: 43,
      saturatesDg: 19,
      carbohydrateDg: 36,
      sugarsDg: 27,
      proteinDg: 525,
      saltDg: 44,
    },
  },
  {
    name: 'Garlic',
    slug: 'garlic',
    description:
      'Slow-roasted garlic and cracked pepper folded into the cure, for a rich, savoury bag that disappears far too quickly.',
    ingredients: `${BASE_INGREDIENTS}, roasted garlic (2%)`,
    allergens: ['Sulphur dioxide and sulphites'],
    supportsMoistureOptions: true,
    stock: { '125g': 90, '250g': 50, '500g': 25, '1kg': 10, '2kg': 0 },
    food: {
      ...BAG_FOOD,
      energyKj: 1118,
      energyKcal: 264,
      fatDg: 44,
      saturatesDg: 20,
      carbohydrateDg: 42,
      sugarsDg: 25,
      proteinDg: 520,
      saltDg: 41,
    },
  },
  {
    name: 'Smoky BBQ',
    slug: 'smoky-bbq',
    description:
      'Oak-smoked over two days and brushed with a molasses and mustard glaze: sweet, smoky and unmistakably barbecue.',
    ingredients: `${BASE_INGREDIENTS}, molasses, mustard seed, oak smoke`,
    allergens: ['Mustard', 'Sulphur dioxide and sulphites'],
    supportsMoistureOptions: false,
    stock: { '125g': 70, '250g': 45, '500g': 20, '1kg': 6, '2kg': 2 },
    food: {
      ...BAG_FOOD,
      energyKj: 1122,
      energyKcal: 265,
      fatDg: 40,
      saturatesDg: 17,
      carbohydrateDg: 58,
      sugarsDg: 49,
      proteinDg: 515,
      saltDg: 46,
      // Smoked and dried further (no moisture choice): more beef goes into each 100 g.
      meatContent: 'Made with 180 g of British beef per 100 g of biltong',
    },
  },
  {
    name: 'Peri-Peri',
    slug: 'peri-peri',
    description:
      'African bird’s eye chilli, lemon and oregano: a bright, zesty heat in honour of biltong’s southern African roots.',
    ingredients: `${BASE_INGREDIENTS}, peri-peri chilli (1.5%), lemon peel, oregano`,
    allergens: ['Sulphur dioxide and sulphites'],
    supportsMoistureOptions: true,
    stock: { '125g': 85, '250g': 0, '500g': 22, '1kg': 9, '2kg': 3 },
    food: {
      ...BAG_FOOD,
      energyKj: 1118,
      energyKcal: 264,
      fatDg: 42,
      saturatesDg: 18,
      carbohydrateDg: 38,
      sugarsDg: 23,
      proteinDg: 528,
      saltDg: 45,
    },
  },
  {
    // Zero-rated (herbs and spices sold as food ingredients), so a trade order of biltong and spice shows
    // two VAT rates on its invoice.
    name: 'Biltong Spice',
    slug: 'biltong-spice',
    description:
      'The cure behind every bag we make: roasted coriander, cracked black pepper, sea salt and brown sugar, for butchers and farm shops drying their own.',
    ingredients: 'Sea salt, roasted coriander (30%), black pepper, brown sugar, cloves',
    allergens: [],
    supportsMoistureOptions: false,
    stock: { '125g': 60, '250g': 40, '500g': 30, '1kg': 15, '2kg': 10 },
    vatRate: '0.0000',
    netPrices: { '125g': 300, '250g': 550, '500g': 1000, '1kg': 1800, '2kg': 3300 },
    showInSubscriptions: false,
    // No beef in it: no beef origin or meat content to declare. Mostly salt, so salt dominates the declaration.
    food: {
      energyKj: 780,
      energyKcal: 185,
      fatDg: 50,
      saturatesDg: 5,
      carbohydrateDg: 300,
      sugarsDg: 120,
      proteinDg: 50,
      saltDg: 400,
      storageConditions: 'Store in a cool, dry place.',
      onceOpenedAdvice: 'Reseal the bag after use and use within 6 months.',
      beefOrigin: null,
      placeOfManufacture: 'York, United Kingdom',
      meatContent: null,
      shelfLife: 'Keeps for 12 months unopened: see the best before date on the bag.',
    },
  },
];

/**
 * Retail net prices (ex VAT) per weight in pence; trade tiers are a share of retail. With VAT a bag is
 * £5.99, £11.99, £22.99, £42.00 and £79.99: each above the same bag by subscription (£5.00, £9.99, £18.98,
 * £35.96, £67.93), so every plan is cheaper than buying its bags one-off.
 */
export const DEMO_NET_PRICES: Record<Weight, number> = { '125g': 499, '250g': 999, '500g': 1916, '1kg': 3500, '2kg': 6666 };
export const DEMO_TIER_SHARE = { 1: 0.8, 2: 0.75, 3: 0.7 } as const;

export const DEMO_PROMOTIONS = [
  {
    code: 'WELCOME10',
    description: '10% off your first order',
    discountType: 'percentage' as const,
    discountValue: 1000,
    minOrderAmountPence: 0,
    oncePerCustomer: true,
  },
  {
    code: 'FIVEOFF',
    description: '£5 off orders over £30',
    discountType: 'fixed' as const,
    discountValue: 500,
    minOrderAmountPence: 3000,
  },
];
