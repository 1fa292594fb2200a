// The pages behind the newsletter mail's links (English, like the newsletter form).

export const confirmPageTexts = {
  confirmed: {
    title: "Subscription confirmed",
    description: "Thank you! Your address is confirmed and you will receive the SPARK newsletter.",
  },
  "already-confirmed": {
    title: "Already confirmed",
    description: "This address is already confirmed for our newsletter. Nothing else to do.",
  },
  invalid: {
    title: "This link does not work",
    description:
      "The confirmation link is invalid or has expired. Subscribe again with the form below and we will send you a new one.",
  },
} as const;

export const unsubscribePageTexts = {
  ask: {
    title: "Unsubscribe from the newsletter",
    description: "Click the button to stop receiving the SPARK newsletter. Your address is then deleted.",
    button: "Unsubscribe",
  },
  unsubscribed: {
    title: "You are unsubscribed",
    description: "Your address has been deleted from our newsletter list. You will not receive any more newsletters.",
  },
  invalid: {
    title: "This link does not work",
    description:
      "The unsubscribe link is invalid, or this address is no longer subscribed. For help, write to us at the address below.",
  },
} as const;
