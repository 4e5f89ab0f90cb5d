// The legal texts a contract confirmation carries (§ 312f BGB, Art. 246a EGBGB), written once for
// every runtime: who the workshop is, the withdrawal policy (Widerrufsbelehrung, naming the
// withdrawal function of § 356a BGB) and the model withdrawal form (Muster-Widerrufsformular,
// Anlage 2 zu Art. 246a § 1 Abs. 2 Satz 1 Nr. 1 EGBGB), in both languages. Medusa's order mail
// renders them; the revocation-policy page may take them from here too. No imports but types.
import type { Language } from './language.js';

/** The trader named in the policy and the model form. */
export const WORKSHOP = {
  name: 'Tonewood Instrumentenbau GmbH',
  street: 'Werkstattweg 12',
  city: '04229 Leipzig',
  country: { en: 'Germany', de: 'Deutschland' },
  email: 'hello@tonewood.example',
  phone: '+49 341 555 0142',
} as const;

/** The withdrawal function on the site (§ 356a BGB): its path and its label. */
export const WITHDRAWAL_FUNCTION = {
  path: '/withdrawal',
  label: { en: 'Withdraw from contract', de: 'Vertrag widerrufen' },
} as const satisfies { path: string; label: Record<Language, string> };

export type LegalSection = { heading: string; paragraphs: readonly string[] };
export type LegalText = { title: string; sections: readonly LegalSection[] };

const address = (language: Language) =>
  `${WORKSHOP.name}, ${WORKSHOP.street}, ${WORKSHOP.city}, ${WORKSHOP.country[language]}, ${WORKSHOP.email}`;

/**
 * The withdrawal policy in the language of the contract. `withdrawalUrl` is the absolute address
 * of the withdrawal function in that language (the site's origin + /withdrawal or /de/withdrawal).
 */
export function withdrawalPolicy(language: Language, withdrawalUrl: string): LegalText {
  const label = WITHDRAWAL_FUNCTION.label[language];
  if (language === 'de')
    return {
      title: 'Widerrufsbelehrung',
      sections: [
        {
          heading: 'Widerrufsrecht',
          paragraphs: [
            'Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
            'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem du oder ein von dir benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen hast bzw. hat.',
            `Um dein Widerrufsrecht auszuüben, musst du uns (${address('de')}, Telefon ${WORKSHOP.phone}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Du kannst dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
            `Du kannst den Widerruf auch über die Funktion „${label}“ auf unserer Website erklären: ${withdrawalUrl}. Wir bestätigen dir den Eingang deines Widerrufs unverzüglich per E-Mail.`,
            'Zur Wahrung der Widerrufsfrist reicht es aus, dass du die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absendest.',
          ],
        },
        {
          heading: 'Folgen des Widerrufs',
          paragraphs: [
            'Wenn du diesen Vertrag widerrufst, haben wir dir alle Zahlungen, die wir von dir erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass du eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt hast), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über deinen Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das du bei der ursprünglichen Transaktion eingesetzt hast, es sei denn, mit dir wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden dir wegen dieser Rückzahlung Entgelte berechnet.',
            'Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis du den Nachweis erbracht hast, dass du die Waren zurückgesandt hast, je nachdem, welches der frühere Zeitpunkt ist.',
            `Du hast die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem du uns über den Widerruf dieses Vertrags unterrichtest, an uns (${WORKSHOP.name}, ${WORKSHOP.street}, ${WORKSHOP.city}) zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn du die Waren vor Ablauf der Frist von vierzehn Tagen absendest. Du trägst die unmittelbaren Kosten der Rücksendung der Waren.`,
            'Du musst für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
          ],
        },
        {
          heading: 'Ausschluss des Widerrufsrechts',
          paragraphs: [
            'Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind (§ 312g Abs. 2 Nr. 1 BGB), etwa ein im Konfigurator nach deinen Vorgaben gebautes Instrument.',
          ],
        },
      ],
    };
  return {
    title: 'Withdrawal policy',
    sections: [
      {
        heading: 'Right of withdrawal',
        paragraphs: [
          'You have the right to withdraw from this contract within fourteen days without giving any reason.',
          'The withdrawal period will expire after fourteen days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods.',
          `To exercise the right of withdrawal, you must inform us (${address('en')}, phone ${WORKSHOP.phone}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an email). You may use the attached model withdrawal form, but it is not obligatory.`,
          `You can also withdraw with the function “${label}” on our website: ${withdrawalUrl}. We confirm the receipt of your withdrawal by email without delay.`,
          'To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.',
        ],
      },
      {
        heading: 'Effects of withdrawal',
        paragraphs: [
          'If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.',
          'We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.',
          `You shall send back the goods or hand them over to us (${WORKSHOP.name}, ${WORKSHOP.street}, ${WORKSHOP.city}) without undue delay and in any event not later than fourteen days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of fourteen days has expired. You will have to bear the direct cost of returning the goods.`,
          'You are only liable for any diminished value of the goods resulting from the handling other than what is necessary to establish the nature, characteristics and functioning of the goods.',
        ],
      },
      {
        heading: 'Exclusion of the right of withdrawal',
        paragraphs: [
          'There is no right of withdrawal for goods that are not prefabricated and are made to the consumer’s individual choice or specification or clearly personalised (§ 312g (2) no. 1 BGB), such as an instrument built to your specification in the configurator.',
        ],
      },
    ],
  };
}

export type ModelWithdrawalForm = {
  title: string;
  /** When to use it (the first line of the official model). */
  note: string;
  /** The addressee line, with the workshop filled in. */
  to: string;
  /** The lines the consumer completes. */
  lines: readonly string[];
  footnote: string;
};

/** The model withdrawal form (Anlage 2 zu Art. 246a EGBGB; Directive 2011/83/EU, Annex I B). */
export function modelWithdrawalForm(language: Language): ModelWithdrawalForm {
  if (language === 'de')
    return {
      title: 'Muster-Widerrufsformular',
      note: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
      to: `An ${address('de')}:`,
      lines: [
        'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
        'Bestellt am (*)/erhalten am (*)',
        'Name des/der Verbraucher(s)',
        'Anschrift des/der Verbraucher(s)',
        'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
        'Datum',
      ],
      footnote: '(*) Unzutreffendes streichen.',
    };
  return {
    title: 'Model withdrawal form',
    note: '(Complete and return this form only if you wish to withdraw from the contract.)',
    to: `To ${address('en')}:`,
    lines: [
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)',
      'Ordered on (*)/received on (*)',
      'Name of consumer(s)',
      'Address of consumer(s)',
      'Signature of consumer(s) (only if this form is notified on paper)',
      'Date',
    ],
    footnote: '(*) Delete as appropriate.',
  };
}
