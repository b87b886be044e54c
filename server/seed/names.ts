// Believable Tunisian names and businesses for the demo data.

export const FIRST_NAMES = [
  'Mohamed',
  'Ahmed',
  'Ali',
  'Youssef',
  'Amine',
  'Sami',
  'Karim',
  'Hichem',
  'Walid',
  'Nizar',
  'Slim',
  'Mehdi',
  'Anis',
  'Fares',
  'Bilel',
  'Skander',
  'Amira',
  'Leïla',
  'Sonia',
  'Ines',
  'Mariem',
  'Nour',
  'Salma',
  'Rania',
  'Hela',
  'Olfa',
  'Sarra',
  'Yasmine',
  'Khadija',
  'Fatma',
];

export const LAST_NAMES = [
  'Ben Ali',
  'Trabelsi',
  'Gharbi',
  'Jaziri',
  'Ben Salah',
  'Hammami',
  'Mejri',
  'Sassi',
  'Chaabane',
  'Khelifi',
  'Ayari',
  'Dridi',
  'Jebali',
  'Ben Amor',
  'Mansouri',
  'Zouari',
  'Chebbi',
  'Ferchichi',
  'Ben Youssef',
  'Baccouche',
  'Karoui',
  'Masmoudi',
  'Haddad',
  'Belhaj',
  'Ksouri',
  'Tlili',
  'Hamdi',
  'Nasri',
  'Sfaxi',
  'Bouzid',
];

export const BUSINESS_KINDS = [
  'Restaurant',
  'Hôtel',
  'Café-restaurant',
  'Cantine scolaire',
  'Pâtisserie',
  'Fast-food',
  'Snack',
  'Traiteur',
  'Pizzeria',
  'Boulangerie',
  'Résidence universitaire',
  'Clinique',
];

export const BUSINESS_NAMES = [
  'Dar El Jeld',
  'Les Orangers',
  'Le Golfe',
  'La Kasbah',
  'El Médina',
  'Le Pacha',
  'Les Palmiers',
  'Le Jasmin',
  'El Walima',
  'Chez Slah',
  'Ennakhil',
  'La Falaise',
  'Hannibal',
  'Zitouna',
  'Les Andalous',
  'El Bey',
  'La Corniche',
  'Le Phare',
  'Sidi Bou',
  'El Fell',
  'La Rotonde',
  'Le Méditerranée',
  'Essaada',
  'El Kods',
];

export const STREETS = [
  'avenue Habib Bourguiba',
  'rue de la République',
  'avenue de la Liberté',
  'rue Ibn Khaldoun',
  'avenue Farhat Hached',
  'rue de Marseille',
  'avenue Hédi Chaker',
  'rue du Lac Léman',
  'route de la Corniche',
  'rue Mongi Slim',
  'avenue Mohamed V',
  'rue Ali Belhouane',
];

export const OIL_TYPES = [
  'Huile de friture',
  'Huile de tournesol usagée',
  "Huile d'olive usagée",
  'Graisses de cuisson',
];

export const COMPLAINT_SUBJECTS = [
  ['Collecte non effectuée', "Le collecteur n'est pas passé comme prévu ; la cuve est pleine."],
  ['Cuve endommagée', 'La cuve présente une fissure à la base, une fuite est visible.'],
  ['Retard de collecte', 'La collecte a eu lieu avec trois jours de retard.'],
  ['Quantité contestée', 'La quantité portée sur le bon ne correspond pas à la cuve.'],
  ['Bon non remis', "Le bon d'enlèvement n'a pas été laissé au détenteur."],
  ['Odeurs près de la cuve', 'Des odeurs fortes se dégagent de la zone de stockage.'],
] as const;

export const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')
    .toLowerCase();
