/**
 * Tunisia for the demo: the 24 governorates, their delegations (every one for Greater Tunis,
 * Cap Bon, the Sahel and Sfax; the main ones elsewhere) with approximate coordinates, grouped in
 * the organisation's regions and zones. Ids that the contract's examples use are kept, so that
 * the examples and the demo agree.
 */

type Place = readonly [name: string, lat: number, lng: number];

export interface GovernorateSeed {
  name: string;
  id?: string;
  postalCode: number;
  delegations: readonly (Place | readonly [string, number, number, string])[];
}

export interface ZoneSeed {
  name: string;
  id?: string;
  governorates: readonly GovernorateSeed[];
}

export interface RegionSeed {
  name: string;
  id?: string;
  zones: readonly ZoneSeed[];
}

export const REGIONS: readonly RegionSeed[] = [
  {
    name: 'Nord',
    id: '73006ad2-980d-44d6-8723-f789eecba58a',
    zones: [
      {
        name: 'Grand Tunis',
        id: 'ca5dbaed-85df-4ab8-8d0a-d6ab0e21c49d',
        governorates: [
          {
            name: 'Tunis',
            id: 'b2e6dcf9-c759-4bd5-ba02-f7fdeb368f80',
            postalCode: 1000,
            delegations: [
              ['La Marsa', 36.8782, 10.3247, 'ff68d696-6129-4b6b-a3a8-3af2b90236d4'],
              ['Carthage', 36.8529, 10.3233, '23eef357-4760-467e-a1ce-734fddc33b97'],
              ['Le Kram', 36.8331, 10.3161],
              ['La Goulette', 36.8181, 10.3053],
              ['Le Bardo', 36.8092, 10.1342],
              ['Médina', 36.7983, 10.1711],
              ['Bab El Bhar', 36.8003, 10.1822],
              ['Bab Souika', 36.8053, 10.1664],
              ['Sidi El Béchir', 36.7881, 10.1803],
              ['El Menzah', 36.8422, 10.1753],
              ['Cité El Khadra', 36.8302, 10.1951],
              ['El Omrane', 36.8222, 10.1581],
              ['El Omrane Supérieur', 36.8261, 10.1453],
              ['Ettahrir', 36.8151, 10.1302],
              ['Ezzouhour', 36.7903, 10.1201],
              ['Séjoumi', 36.7781, 10.1502],
              ['El Hrairia', 36.7731, 10.1081],
              ['Sidi Hassine', 36.7572, 10.0803],
              ['El Ouardia', 36.7722, 10.1903],
              ['El Kabaria', 36.7601, 10.1782],
              ['Djebel Jelloud', 36.7742, 10.2053],
            ],
          },
          {
            name: 'Ariana',
            postalCode: 2080,
            delegations: [
              ['Ariana Ville', 36.8625, 10.1956],
              ['La Soukra', 36.8731, 10.2502],
              ['Raoued', 36.9411, 10.1811],
              ['Kalâat el-Andalous', 37.0631, 10.1182],
              ['Sidi Thabet', 36.9111, 10.0422],
              ['Ettadhamen', 36.8381, 10.1003],
              ['Mnihla', 36.8511, 10.1122],
            ],
          },
          {
            name: 'Ben Arous',
            postalCode: 2013,
            delegations: [
              ['Ben Arous', 36.7541, 10.2222],
              ['Nouvelle Médina', 36.7453, 10.2401],
              ['El Mourouj', 36.7202, 10.2103],
              ['Hammam Lif', 36.7281, 10.3392],
              ['Hammam Chott', 36.7072, 10.3603],
              ['Bou Mhel el-Bassatine', 36.7271, 10.3003],
              ['Ezzahra', 36.7431, 10.3092],
              ['Radès', 36.7681, 10.2761],
              ['Mégrine', 36.7682, 10.2341],
              ['Mohamedia', 36.6781, 10.1572],
              ['Fouchana', 36.6981, 10.1712],
              ['Mornag', 36.6811, 10.2882],
            ],
          },
          {
            name: 'Manouba',
            postalCode: 2010,
            delegations: [
              ['Manouba', 36.8081, 10.0972],
              ['Den Den', 36.8003, 10.1102],
              ['Douar Hicher', 36.8302, 10.0903],
              ['Oued Ellil', 36.8341, 10.0402],
              ['Mornaguia', 36.7561, 10.0132],
              ['Borj El Amri', 36.7181, 9.9302],
              ['Djedeida', 36.8491, 9.9262],
              ['Tebourba', 36.8301, 9.8412],
              ['El Battan', 36.8071, 9.8452],
            ],
          },
        ],
      },
      {
        name: 'Cap Bon',
        id: '736f4139-937d-4222-ba85-b88db5bce5d4',
        governorates: [
          {
            name: 'Nabeul',
            id: '0b8ac2f4-7b6d-4e21-8b87-13db3ab21120',
            postalCode: 8000,
            delegations: [
              ['Nabeul', 36.4561, 10.7352],
              ['Hammamet', 36.4001, 10.6172, '5b4d323d-c01f-4560-80f9-714c5e6a2e67'],
              ['Dar Chaâbane El Fehri', 36.4631, 10.7502],
              ['Béni Khiar', 36.4671, 10.7842],
              ['Korba', 36.5771, 10.8582],
              ['Menzel Temime', 36.7811, 10.9892],
              ['El Mida', 36.7331, 10.8702],
              ['Kélibia', 36.8471, 11.0942],
              ['Hammam Ghezèze', 36.8881, 11.1162],
              ['El Haouaria', 37.0511, 11.0122],
              ['Takelsa', 36.7871, 10.6302],
              ['Soliman', 36.6971, 10.4922],
              ['Menzel Bouzelfa', 36.6811, 10.5842],
              ['Béni Khalled', 36.6481, 10.5922],
              ['Grombalia', 36.5991, 10.5002],
              ['Bou Argoub', 36.5311, 10.5532],
            ],
          },
        ],
      },
      {
        name: 'Bizerte-Zaghouan',
        governorates: [
          {
            name: 'Bizerte',
            postalCode: 7000,
            delegations: [
              ['Bizerte Nord', 37.2744, 9.8739],
              ['Menzel Bourguiba', 37.1541, 9.7852],
              ['Mateur', 37.0401, 9.6652],
              ['Ras Jebel', 37.2151, 10.1202],
            ],
          },
          {
            name: 'Zaghouan',
            postalCode: 1100,
            delegations: [
              ['Zaghouan', 36.4031, 10.1432],
              ['El Fahs', 36.3761, 9.9072],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Nord-Ouest',
    zones: [
      {
        name: 'Béja-Jendouba',
        governorates: [
          {
            name: 'Béja',
            postalCode: 9000,
            delegations: [
              ['Béja Nord', 36.7251, 9.1822],
              ['Testour', 36.5511, 9.4432],
              ['Medjez el-Bab', 36.6491, 9.6122],
            ],
          },
          {
            name: 'Jendouba',
            postalCode: 8100,
            delegations: [
              ['Jendouba', 36.5011, 8.7802],
              ['Tabarka', 36.9541, 8.7582],
              ['Aïn Draham', 36.7781, 8.6882],
            ],
          },
        ],
      },
      {
        name: 'Le Kef-Siliana',
        governorates: [
          {
            name: 'Le Kef',
            postalCode: 7100,
            delegations: [
              ['Le Kef Est', 36.1741, 8.7052],
              ['Dahmani', 35.9451, 8.8302],
            ],
          },
          {
            name: 'Siliana',
            postalCode: 6100,
            delegations: [
              ['Siliana Nord', 36.0851, 9.3702],
              ['Makthar', 35.8571, 9.2052],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Centre-Est',
    id: '9f239a86-5a30-45f5-b1f5-7bba648f07c9',
    zones: [
      {
        name: 'Sahel',
        id: '2555ef9b-ce3e-447c-a4a8-118aafba0014',
        governorates: [
          {
            name: 'Sousse',
            postalCode: 4000,
            delegations: [
              ['Sousse Médina', 35.8256, 10.6369],
              ['Sousse Riadh', 35.8061, 10.6062],
              ['Sousse Jawhara', 35.8181, 10.6122],
              ['Sousse Sidi Abdelhamid', 35.7901, 10.6402],
              ['Hammam Sousse', 35.8611, 10.5942],
              ['Akouda', 35.8691, 10.5662],
              ['Kalâa Kebira', 35.8661, 10.5332],
              ['Kalâa Seghira', 35.8201, 10.5662],
              ['Sidi Bou Ali', 35.9561, 10.4732],
              ['Hergla', 36.0301, 10.5092],
              ['Enfida', 36.1351, 10.3812],
              ['Bouficha', 36.3011, 10.4512],
              ['Kondar', 35.9331, 10.3062],
              ['Sidi El Hani', 35.6721, 10.3172],
              ["M'saken", 35.7321, 10.5802],
            ],
          },
          {
            name: 'Monastir',
            postalCode: 5000,
            delegations: [
              ['Monastir', 35.7643, 10.8113],
              ['Ouerdanine', 35.7101, 10.6732],
              ['Sahline', 35.7501, 10.7112],
              ['Zéramdine', 35.5751, 10.7322],
              ['Béni Hassen', 35.5671, 10.8182],
              ['Jemmal', 35.6231, 10.7572],
              ['Bembla', 35.6901, 10.8002],
              ['Moknine', 35.6331, 10.9002],
              ['Bekalta', 35.6171, 11.0002],
              ['Téboulba', 35.6461, 10.9602],
              ['Ksar Hellal', 35.6471, 10.8912],
              ['Ksibet el-Médiouni', 35.6871, 10.8432],
              ['Sayada-Lamta-Bou Hajar', 35.6681, 10.8742],
            ],
          },
          {
            name: 'Mahdia',
            postalCode: 5100,
            delegations: [
              ['Mahdia', 35.5047, 11.0622],
              ['Bou Merdes', 35.4501, 10.7302],
              ['Ouled Chamekh', 35.4001, 10.3302],
              ['Chorbane', 35.2831, 10.3832],
              ['Hebira', 35.1501, 10.4502],
              ['Souassi', 35.3431, 10.5502],
              ['El Jem', 35.2961, 10.7112],
              ['Chebba', 35.2371, 11.1152],
              ['Melloulèche', 35.1701, 11.0322],
              ['Sidi Alouane', 35.3761, 10.9422],
              ['Ksour Essef', 35.4181, 10.9942],
            ],
          },
        ],
      },
      {
        name: 'Sfax',
        governorates: [
          {
            name: 'Sfax',
            postalCode: 3000,
            delegations: [
              ['Sfax Ville', 34.7406, 10.7603],
              ['Sfax Ouest', 34.7601, 10.7202],
              ['Sfax Sud', 34.7001, 10.7002],
              ['Sakiet Ezzit', 34.8001, 10.7602],
              ['Sakiet Eddaïer', 34.8001, 10.7802],
              ['Thyna', 34.6901, 10.6902],
              ['Agareb', 34.7411, 10.5272],
              ['Jebiniana', 35.0341, 10.9082],
              ['El Amra', 34.9791, 10.7922],
              ['El Hencha', 35.1171, 10.7402],
              ['Menzel Chaker', 34.9691, 10.3682],
              ['Ghraïba', 34.5381, 10.2552],
              ['Bir Ali Ben Khalifa', 34.7341, 10.1002],
              ['Skhira', 34.3001, 10.0702],
              ['Mahrès', 34.5271, 10.4992],
              ['Kerkennah', 34.7171, 11.2082],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Centre-Ouest',
    zones: [
      {
        name: 'Kairouan',
        governorates: [
          {
            name: 'Kairouan',
            postalCode: 3100,
            delegations: [
              ['Kairouan Nord', 35.6781, 10.0962],
              ['Haffouz', 35.6341, 9.6772],
            ],
          },
        ],
      },
      {
        name: 'Kasserine-Sidi Bouzid',
        governorates: [
          {
            name: 'Kasserine',
            postalCode: 1200,
            delegations: [
              ['Kasserine Nord', 35.1671, 8.8362],
              ['Sbeïtla', 35.2361, 9.1302],
            ],
          },
          {
            name: 'Sidi Bouzid',
            postalCode: 9100,
            delegations: [
              ['Sidi Bouzid Ouest', 35.0381, 9.4852],
              ['Regueb', 34.8591, 9.7862],
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Sud',
    zones: [
      {
        name: 'Sud-Est',
        governorates: [
          {
            name: 'Gabès',
            postalCode: 6000,
            delegations: [
              ['Gabès Médina', 33.8815, 10.0982],
              ['El Hamma', 33.8911, 9.7962],
            ],
          },
          {
            name: 'Médenine',
            postalCode: 4100,
            delegations: [
              ['Médenine Nord', 33.3541, 10.5052],
              ['Djerba Houmt Souk', 33.8751, 10.8572],
              ['Zarzis', 33.5041, 11.1122],
            ],
          },
          {
            name: 'Tataouine',
            postalCode: 3200,
            delegations: [['Tataouine Nord', 32.9291, 10.4512]],
          },
        ],
      },
      {
        name: 'Sud-Ouest',
        governorates: [
          {
            name: 'Gafsa',
            postalCode: 2100,
            delegations: [
              ['Gafsa Nord', 34.4251, 8.7842],
              ['Métlaoui', 34.3211, 8.4022],
            ],
          },
          {
            name: 'Tozeur',
            postalCode: 2200,
            delegations: [
              ['Tozeur', 33.9201, 8.1332],
              ['Nefta', 33.8731, 7.8772],
            ],
          },
          {
            name: 'Kébili',
            postalCode: 4200,
            delegations: [
              ['Kébili Nord', 33.7051, 8.9692],
              ['Douz', 33.4661, 9.0202],
            ],
          },
        ],
      },
    ],
  },
];
