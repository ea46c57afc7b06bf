/** The anchor of the product page's 'Food information' (the shop's cards link to `/shop/<slug>#food-information`). */
export const FOOD_INFORMATION_ID = 'food-information';
