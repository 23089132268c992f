/** A dashboard card's picture, in CSS pixels: the card and its loading shape keep the same square. */
export const SUBSCRIPTION_CARD_IMAGE_SIZE = 56;
