export type Lang = 'fr' | 'en';

/** Reads Accept-Language leniently: browsers send "en-US,en;q=0.9" for images and pages. */
export const langFromHeader = (header: string | undefined): Lang =>
  header?.trim().toLowerCase().startsWith('en') ? 'en' : 'fr';

/** Every text the server answers in French and English; the form rules the app also shows have the same words and keys as `validation.*` in src/lib/i18n (tests/validation-wording.test.ts). */
export const messages = {
  badRequest: ['Requête invalide', 'Invalid request'],
  invalidJson: [
    'Le corps de la requête doit être un JSON valide',
    'The request body must be valid JSON',
  ],
  requestTooLarge: [
    'La requête est trop volumineuse (1 Mo au maximum)',
    'The request is too large (1 MB at most)',
  ],
  nulCharacter: [
    'Le texte ne peut pas contenir de caractère nul (\\u0000)',
    'Text cannot contain a NUL character (\\u0000)',
  ],
  invalidCharacter: [
    'Le texte contient un caractère invalide (demi-paire UTF-16 isolée)',
    'The text contains an invalid character (a lone UTF-16 surrogate)',
  ],
  valueNotStorable: [
    'Une valeur de la requête est hors des limites admises',
    'A value of the request is outside the accepted limits',
  ],
  required: ['Ce champ est obligatoire', 'This field is required'],
  invalidEmail: ['Veuillez saisir une adresse e-mail valide', 'Please enter a valid email address'],
  invalidPhone: [
    'Veuillez saisir un numéro de téléphone valide',
    'Please enter a valid phone number',
  ],
  postalCode: [
    'Le code postal doit être compris entre 1000 et 9999',
    'The postal code must be between 1000 and 9999',
  ],
  otpLength: ['Le code OTP doit contenir 6 caractères', 'The OTP code must contain 6 characters'],
  passwordLength: [
    'Le mot de passe doit contenir au moins 6 caractères',
    'The password must contain at least 6 characters',
  ],
  invalidActions: [
    'Actions invalides. Utilisez des valeurs séparées par « | » parmi : READ, CREATE, UPDATE, DELETE, DISABLE, ARCHIVE',
    'Invalid actions. Use "|" separated values from: READ, CREATE, UPDATE, DELETE, DISABLE, ARCHIVE',
  ],
  emailOrPhone: [
    'Au moins un e-mail ou un numéro de téléphone est requis',
    'At least one of email or phone number is required',
  ],
  vehicleCapacities: [
    'Le nombre de capacités de véhicules ne peut pas dépasser la taille de la flotte',
    'The number of vehicle capacities cannot exceed the fleet size',
  ],
  quantityOverCapacity: [
    'La quantité ne peut pas dépasser la capacité',
    'The quantity cannot exceed the capacity',
  ],
  contractDates: [
    'La date de fin du contrat doit être postérieure à la date de début',
    'The contract end date must be after its start date',
  ],
  duplicateItems: ['Chaque élément ne peut figurer qu’une fois', 'Each item may appear only once'],
  depotNeedsZone: [
    'Le dépôt doit desservir au moins une zone de votre périmètre',
    'The depot must serve at least one zone of your area',
  ],
  unknownReference: ['Cet élément est introuvable', 'This item could not be found'],
  unknownArea: [
    'Aucune région ni zone ne correspond à cet identifiant',
    'No region or zone has this id',
  ],
  depotNotInZone: [
    'Ce dépôt relais ne dessert pas la zone choisie',
    'This relay depot does not serve the chosen zone',
  ],
  subcontractorNotInZone: [
    "Ce sous-traitant n'intervient pas dans la zone choisie",
    'This subcontractor does not work in the chosen zone',
  ],
  holderNotInZone: [
    "Ce détenteur n'est pas dans la zone choisie",
    'This holder is not in the chosen zone',
  ],
  notADriver: ["Cet utilisateur n'est pas un chauffeur", 'This user is not a driver'],
  driverOnly: [
    'Seul un compte chauffeur appartient à un sous-traitant',
    'Only a driver account belongs to a subcontractor',
  ],
  driverNotInCompany: [
    'Ce chauffeur ne travaille pas pour le sous-traitant de la tournée',
    "This driver does not work for the tour's subcontractor",
  ],
  notOwnCompany: [
    'Vous ne pouvez désigner que votre propre société',
    'You can only name your own company',
  ],
  voucherDecided: [
    'Seul un bon en attente (AWAITING) peut être décidé',
    'Only an AWAITING voucher can be decided',
  ],
  decisionCommentRequired: [
    "Dites pourquoi le bon n'est pas confirmé",
    'Say why the voucher is not confirmed',
  ],
  decisionCommentWithoutDecision: [
    'Un commentaire de décision accompagne une décision',
    'A decision comment goes with a decision',
  ],
  complaintTransition: [
    "Ce changement de statut de la réclamation n'est pas permis",
    'This complaint status change is not allowed',
  ],
  resolutionRequired: [
    'Une résolution est requise pour clore la réclamation',
    'A resolution is required to resolve the complaint',
  ],
  wrongPassword: ['Le mot de passe actuel est incorrect', 'The current password is wrong'],
  passwordCommon: [
    'Ce mot de passe fait partie des plus courants, choisissez-en un autre',
    'This password is one of the most common ones, choose another one',
  ],
  passwordIsLogin: [
    'Le mot de passe ne doit pas être votre identifiant (e-mail ou téléphone)',
    'The password must not be your login (email or phone number)',
  ],
  passwordUnchanged: [
    "Le nouveau mot de passe doit être différent de l'actuel",
    'The new password must be different from the current one',
  ],
  currentPasswordRequired: [
    "Saisissez votre mot de passe actuel pour changer d'e-mail ou de numéro de téléphone",
    'Enter your current password to change your email or phone number',
  ],
  fileMissing: ['Aucun fichier reçu', 'No file received'],
  fileType: [
    'Type de fichier non pris en charge : JPEG, PNG ou WebP uniquement',
    'Unsupported file type: JPEG, PNG or WebP only',
  ],
  fileTooLarge: [
    'Le fichier est trop volumineux (3,1 Mo au maximum)',
    'The file is too large (3.1 MB at most)',
  ],
  unauthorized: [
    'Session expirée, veuillez vous reconnecter',
    'Session expired please login again',
  ],
  badCredentials: ['Identifiant ou mot de passe incorrect', 'Wrong login or password'],
  badOtp: ['Code invalide ou expiré', 'Invalid or expired code'],
  forbidden: [
    "Vous n'avez actuellement pas accès à cette action",
    'You currently dont have access to this action',
  ],
  notFound: ['Ressource introuvable', 'Resource not found'],
  idempotencyConflict: [
    "Cette clé d'idempotence a déjà servi pour une autre requête",
    'This idempotency key was already used for another request',
  ],
  numberTaken: ['Ce numéro est déjà utilisé', 'This number is already used'],
  codeTaken: ['Ce code est déjà utilisé', 'This code is already used'],
  emailTaken: ['Cette adresse e-mail est déjà utilisée', 'This email address is already used'],
  phoneTaken: ['Ce numéro de téléphone est déjà utilisé', 'This phone number is already used'],
  valueTaken: ['Cette valeur est déjà utilisée', 'This value is already used'],
  preconditionFailed: [
    "Cet enregistrement a été modifié entre-temps ; rechargez-le avant d'enregistrer",
    'This record was changed meanwhile; reload it before saving',
  ],
  tooManyRequests: [
    'Trop de tentatives, veuillez réessayer dans quelques minutes',
    'Too many attempts, please try again in a few minutes',
  ],
  serviceUnavailable: [
    'Service momentanément indisponible, veuillez réessayer dans quelques instants',
    'Service temporarily unavailable, please try again in a moment',
  ],
  serverError: [
    "Une erreur s'est produite, veuillez réessayer plus tard",
    'Something went wrong, please try again later',
  ],
} satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof messages;

export const t = (lang: Lang, key: MessageKey): string => messages[key][lang === 'en' ? 1 : 0];
