// Reference data every database gets (not demo data): the UAE look-ups of the vehicle form
// and a gazetteer of UAE places for the place search.

/** A bilingual name. */
export type Pair = readonly [en: string, ar: string];

/** Emirates and cities; Dubai, Abu Dhabi and Sharjah first (ids 1, 2, 3). */
export const CITIES: readonly Pair[] = [
  ['Dubai', 'دبي'],
  ['Abu Dhabi', 'أبوظبي'],
  ['Sharjah', 'الشارقة'],
  ['Ajman', 'عجمان'],
  ['Umm Al Quwain', 'أم القيوين'],
  ['Ras Al Khaimah', 'رأس الخيمة'],
  ['Fujairah', 'الفجيرة'],
];

/** Car groups by size; their ids are 1, 2 and 3. */
export const CAR_GROUPS: readonly Pair[] = [
  ['Small', 'صغيرة'],
  ['Medium', 'متوسطة'],
  ['Large', 'كبيرة'],
];

/** Body types. */
export const CAR_TYPES: readonly Pair[] = [
  ['Sedan', 'سيدان'],
  ['SUV', 'دفع رباعي'],
  ['Hatchback', 'هاتشباك'],
  ['Coupe', 'كوبيه'],
  ['Pickup', 'بيك أب'],
  ['Van', 'فان'],
];

/** Brands with some of their models. */
export const BRANDS: readonly { name: Pair; models: readonly Pair[] }[] = [
  {
    name: ['Toyota', 'تويوتا'],
    models: [
      ['Camry', 'كامري'],
      ['Corolla', 'كورولا'],
      ['Land Cruiser', 'لاند كروزر'],
      ['Prado', 'برادو'],
      ['Yaris', 'يارس'],
      ['Hilux', 'هايلكس'],
    ],
  },
  {
    name: ['Nissan', 'نيسان'],
    models: [
      ['Patrol', 'باترول'],
      ['Altima', 'ألتيما'],
      ['Sunny', 'صني'],
      ['X-Trail', 'إكس تريل'],
    ],
  },
  {
    name: ['Lexus', 'لكزس'],
    models: [
      ['LX', 'إل إكس'],
      ['ES', 'إي إس'],
      ['RX', 'آر إكس'],
    ],
  },
  {
    name: ['Mercedes-Benz', 'مرسيدس بنز'],
    models: [
      ['C-Class', 'الفئة سي'],
      ['E-Class', 'الفئة إي'],
      ['G-Class', 'الفئة جي'],
      ['S-Class', 'الفئة إس'],
    ],
  },
  {
    name: ['BMW', 'بي إم دبليو'],
    models: [
      ['3 Series', 'الفئة الثالثة'],
      ['5 Series', 'الفئة الخامسة'],
      ['X5', 'إكس 5'],
    ],
  },
  {
    name: ['Honda', 'هوندا'],
    models: [
      ['Civic', 'سيفيك'],
      ['Accord', 'أكورد'],
      ['CR-V', 'سي آر في'],
    ],
  },
  {
    name: ['Hyundai', 'هيونداي'],
    models: [
      ['Elantra', 'إلنترا'],
      ['Tucson', 'توسان'],
      ['Sonata', 'سوناتا'],
    ],
  },
  {
    name: ['Kia', 'كيا'],
    models: [
      ['Sportage', 'سبورتاج'],
      ['Cerato', 'سيراتو'],
      ['Sorento', 'سورينتو'],
    ],
  },
  {
    name: ['Ford', 'فورد'],
    models: [
      ['Explorer', 'إكسبلورر'],
      ['Mustang', 'موستانج'],
      ['F-150', 'إف 150'],
    ],
  },
  {
    name: ['Chevrolet', 'شيفروليه'],
    models: [
      ['Tahoe', 'تاهو'],
      ['Camaro', 'كامارو'],
      ['Malibu', 'ماليبو'],
    ],
  },
  {
    name: ['Mitsubishi', 'ميتسوبيشي'],
    models: [
      ['Pajero', 'باجيرو'],
      ['Lancer', 'لانسر'],
    ],
  },
  {
    name: ['Land Rover', 'لاند روفر'],
    models: [
      ['Range Rover', 'رنج روفر'],
      ['Defender', 'ديفندر'],
    ],
  },
  {
    name: ['Porsche', 'بورشه'],
    models: [
      ['Cayenne', 'كايين'],
      ['911', '911'],
    ],
  },
  {
    name: ['GMC', 'جي إم سي'],
    models: [
      ['Yukon', 'يوكن'],
      ['Sierra', 'سييرا'],
    ],
  },
];

const latin = (list: string) => list.split(' ');

/** Plate types per city (by city index) with the codes their plates carry. */
export const PLATE_TYPES: readonly { city: number; name: Pair; codes: readonly string[] }[] = [
  {
    city: 0,
    name: ['Private', 'خصوصي'],
    codes: latin('A B C D E F G H I J K L M N O P Q R S T U V W X Y Z AA BB CC DD'),
  },
  { city: 0, name: ['Taxi', 'أجرة'], codes: latin('T') },
  { city: 0, name: ['Commercial', 'تجاري'], codes: latin('A B C D') },
  { city: 0, name: ['Motorcycle', 'دراجة نارية'], codes: latin('A B C') },
  { city: 1, name: ['Private', 'خصوصي'], codes: latin('1 4 5 6 7 8 9 10 11 12 13 14 15 16 17 50') },
  { city: 1, name: ['Taxi', 'أجرة'], codes: latin('1') },
  { city: 1, name: ['Commercial', 'تجاري'], codes: latin('2 3') },
  { city: 2, name: ['Private', 'خصوصي'], codes: latin('1 2 3 4') },
  { city: 2, name: ['Commercial', 'تجاري'], codes: latin('1 2') },
  { city: 3, name: ['Private', 'خصوصي'], codes: latin('A B C D E H') },
  { city: 4, name: ['Private', 'خصوصي'], codes: latin('A B C D E F G') },
  { city: 5, name: ['Private', 'خصوصي'], codes: latin('A B C D I K M N S V Y') },
  { city: 6, name: ['Private', 'خصوصي'], codes: latin('A B C D E F G K M P R S T') },
];

/** Named places of the UAE with coordinates, for the place search. */
export const PLACES: readonly { name: string; label: string; lat: number; lng: number }[] = [
  {
    name: 'The Dubai Mall',
    label: 'Financial Centre Rd, Downtown Dubai, Dubai',
    lat: 25.1972,
    lng: 55.2797,
  },
  {
    name: 'Burj Khalifa',
    label: '1 Sheikh Mohammed bin Rashid Blvd, Downtown Dubai, Dubai',
    lat: 25.1972,
    lng: 55.2744,
  },
  {
    name: 'Dubai Marina Mall',
    label: 'Sheikh Zayed Rd, Dubai Marina, Dubai',
    lat: 25.0763,
    lng: 55.1403,
  },
  { name: 'JBR The Walk', label: 'Jumeirah Beach Residence, Dubai', lat: 25.0786, lng: 55.1331 },
  {
    name: 'Mall of the Emirates',
    label: 'Sheikh Zayed Rd, Al Barsha 1, Dubai',
    lat: 25.1181,
    lng: 55.2006,
  },
  {
    name: 'City Centre Deira',
    label: 'Baniyas Rd, Port Saeed, Deira, Dubai',
    lat: 25.2522,
    lng: 55.3339,
  },
  { name: 'Business Bay', label: 'Business Bay, Dubai', lat: 25.1857, lng: 55.2795 },
  { name: 'Jumeirah Lake Towers', label: 'JLT, Dubai', lat: 25.0693, lng: 55.1414 },
  {
    name: 'Al Quoz Industrial Area 3',
    label: 'Al Quoz Industrial Area 3, Dubai',
    lat: 25.1367,
    lng: 55.2303,
  },
  { name: 'Dubai Silicon Oasis', label: 'Dubai Silicon Oasis, Dubai', lat: 25.1181, lng: 55.3828 },
  { name: 'International City', label: 'International City, Dubai', lat: 25.1646, lng: 55.4088 },
  {
    name: 'Dubai Festival City Mall',
    label: 'Crescent Dr, Dubai Festival City, Dubai',
    lat: 25.2223,
    lng: 55.3524,
  },
  { name: 'DIFC Gate Avenue', label: 'Al Mustaqbal St, DIFC, Dubai', lat: 25.2132, lng: 55.2822 },
  {
    name: 'Mirdif City Centre',
    label: 'Sheikh Mohammed bin Zayed Rd, Mirdif, Dubai',
    lat: 25.2166,
    lng: 55.4077,
  },
  {
    name: 'Dubai International Airport Terminal 3',
    label: 'Airport Rd, Al Garhoud, Dubai',
    lat: 25.2441,
    lng: 55.3727,
  },
  {
    name: 'Atlantis The Palm',
    label: 'Crescent Rd, Palm Jumeirah, Dubai',
    lat: 25.1304,
    lng: 55.1171,
  },
  {
    name: 'Jumeirah Beach Park',
    label: 'Jumeirah Beach Rd, Jumeirah 2, Dubai',
    lat: 25.2067,
    lng: 55.2426,
  },
  { name: 'Dubai Sports City', label: 'Dubai Sports City, Dubai', lat: 25.0385, lng: 55.2193 },
  { name: 'Arabian Ranches', label: 'Arabian Ranches, Dubai', lat: 25.0557, lng: 55.2721 },
  { name: 'Al Karama', label: 'Al Karama, Dubai', lat: 25.2435, lng: 55.3043 },
  { name: 'Abu Dhabi Corniche', label: 'Corniche Rd, Abu Dhabi', lat: 24.4764, lng: 54.3414 },
  { name: 'Yas Mall', label: 'Yas Island, Abu Dhabi', lat: 24.4889, lng: 54.6087 },
  {
    name: 'Sheikh Zayed Grand Mosque',
    label: 'Sheikh Rashid Bin Saeed St, Abu Dhabi',
    lat: 24.4128,
    lng: 54.4749,
  },
  { name: 'Al Reem Island', label: 'Al Reem Island, Abu Dhabi', lat: 24.4966, lng: 54.4041 },
  { name: 'Khalifa City', label: 'Khalifa City, Abu Dhabi', lat: 24.4193, lng: 54.5787 },
  { name: 'Saadiyat Island', label: 'Saadiyat Island, Abu Dhabi', lat: 24.5406, lng: 54.4347 },
  { name: 'Al Wahda Mall', label: 'Hazza Bin Zayed St, Abu Dhabi', lat: 24.4703, lng: 54.3726 },
  {
    name: 'Al Ain Mall',
    label: 'Othman Bin Affan St, Al Ain, Abu Dhabi',
    lat: 24.2214,
    lng: 55.7801,
  },
  { name: 'Al Majaz Waterfront', label: 'Al Majaz 3, Sharjah', lat: 25.3263, lng: 55.3857 },
  { name: 'City Centre Sharjah', label: 'Al Wahda St, Sharjah', lat: 25.3246, lng: 55.3924 },
  { name: 'Al Nahda Sharjah', label: 'Al Nahda, Sharjah', lat: 25.3003, lng: 55.3726 },
  {
    name: 'University City Sharjah',
    label: 'University City, Sharjah',
    lat: 25.2867,
    lng: 55.4823,
  },
  { name: 'Sahara Centre', label: 'Al Nahda, Sharjah', lat: 25.2978, lng: 55.3734 },
  { name: 'Ajman Corniche', label: 'Corniche St, Ajman', lat: 25.4167, lng: 55.4378 },
  {
    name: 'City Centre Ajman',
    label: 'Sheikh Mohammed Bin Zayed Rd, Ajman',
    lat: 25.3999,
    lng: 55.4776,
  },
  {
    name: 'Umm Al Quwain Marina',
    label: 'King Faisal Rd, Umm Al Quwain',
    lat: 25.5647,
    lng: 55.5552,
  },
  { name: 'Al Hamra Village', label: 'Al Hamra, Ras Al Khaimah', lat: 25.6903, lng: 55.7837 },
  { name: 'Manar Mall', label: 'Al Muntasir Rd, Ras Al Khaimah', lat: 25.7786, lng: 55.9566 },
  {
    name: 'Fujairah City Centre',
    label: 'Sheikh Hamad Bin Abdullah Rd, Fujairah',
    lat: 25.1235,
    lng: 56.3221,
  },
  {
    name: 'Khor Fakkan Corniche',
    label: 'Corniche Rd, Khor Fakkan, Sharjah',
    lat: 25.3391,
    lng: 56.3566,
  },
];
