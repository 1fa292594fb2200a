import { bilingual } from "../../../server/domain/company/locale.ts";

// The pages behind the newsletter mail's links, in the subscriber's language (one address each, no twin).

export const confirmPageTexts = bilingual({
  en: {
    description: "Confirm your subscription to the SPARK Frankfurt newsletter.",
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
  },
  de: {
    description: "Bestätigen Sie Ihre Anmeldung zum Newsletter von SPARK Frankfurt.",
    confirmed: {
      title: "Anmeldung bestätigt",
      description: "Vielen Dank! Ihre Adresse ist bestätigt, und Sie erhalten ab sofort den SPARK-Newsletter.",
    },
    "already-confirmed": {
      title: "Bereits bestätigt",
      description: "Diese Adresse ist für unseren Newsletter bereits bestätigt. Sie müssen nichts weiter tun.",
    },
    invalid: {
      title: "Dieser Link funktioniert nicht",
      description:
        "Der Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich mit dem Formular unten erneut an, dann senden wir Ihnen einen neuen.",
    },
  },
});

export const unsubscribePageTexts = bilingual({
  en: {
    description: "Unsubscribe from the SPARK Frankfurt newsletter.",
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
  },
  de: {
    description: "Vom Newsletter von SPARK Frankfurt abmelden.",
    ask: {
      title: "Vom Newsletter abmelden",
      description:
        "Klicken Sie auf die Schaltfläche, um den SPARK-Newsletter nicht mehr zu erhalten. Ihre Adresse wird dann gelöscht.",
      button: "Abmelden",
    },
    unsubscribed: {
      title: "Sie sind abgemeldet",
      description: "Ihre Adresse wurde aus unserem Newsletter-Verteiler gelöscht. Sie erhalten keine Newsletter mehr.",
    },
    invalid: {
      title: "Dieser Link funktioniert nicht",
      description:
        "Der Abmeldelink ist ungültig, oder diese Adresse ist nicht mehr angemeldet. Wenn Sie Hilfe brauchen, schreiben Sie uns an die Adresse unten.",
    },
  },
});
