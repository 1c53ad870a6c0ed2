// The demo business's catalogue: services with options priced per car group, packages,
// products and materials, in AED as a price list would show them.
import type { Pair } from './reference-data.js';

/** A service option: a base price for small cars (AED); medium and large cost more. */
export interface OptionSeed {
  name: Pair;
  base: number;
  exclusive?: boolean;
  /** Car groups with no price (the option is not offered for them). */
  missing?: number[];
}

/** A service with its options and bilingual included list. */
export interface ServiceSeed {
  name: Pair;
  addOns?: boolean;
  included: Pair[];
  options: OptionSeed[];
}

/** Price of an option for a car group: +25 % for medium, +50 % for large, rounded to 5 AED. */
export function groupPrice(base: number, group: number): number {
  return Math.round((base * (1 + (group - 1) * 0.25)) / 5) * 5;
}

const inc = (...pairs: Pair[]) => pairs;

/** Twenty-two services, some with exclusive options, some add-ons. */
export const SERVICES: readonly ServiceSeed[] = [
  {
    name: ['Exterior Wash', 'غسيل خارجي'],
    included: inc(
      ['Hand wash', 'غسيل يدوي'],
      ['Rim cleaning', 'تنظيف الجنوط'],
      ['Drying with microfiber', 'تجفيف بالمايكروفايبر'],
    ),
    options: [
      { name: ['Basic', 'أساسي'], base: 30 },
      { name: ['Premium', 'ممتاز'], base: 50 },
    ],
  },
  {
    name: ['Interior Cleaning', 'تنظيف داخلي'],
    included: inc(
      ['Vacuuming', 'شفط الغبار'],
      ['Dashboard wipe', 'مسح لوحة القيادة'],
      ['Window cleaning', 'تنظيف النوافذ'],
    ),
    options: [
      { name: ['Standard', 'قياسي'], base: 60 },
      { name: ['Deep clean', 'تنظيف عميق'], base: 120 },
    ],
  },
  {
    name: ['Full Detailing', 'تلميع كامل'],
    included: inc(
      ['Exterior wash', 'غسيل خارجي'],
      ['Interior deep clean', 'تنظيف داخلي عميق'],
      ['Polish and wax', 'تلميع وشمع'],
    ),
    options: [
      { name: ['Silver', 'فضي'], base: 350, exclusive: true },
      { name: ['Gold', 'ذهبي'], base: 550, exclusive: true },
      { name: ['Platinum', 'بلاتيني'], base: 800, exclusive: true, missing: [1] },
    ],
  },
  {
    name: ['Ceramic Coating', 'طلاء سيراميك'],
    included: inc(
      ['Paint decontamination', 'إزالة الشوائب'],
      ['One-step polish', 'تلميع بخطوة واحدة'],
      ['Ceramic layer', 'طبقة سيراميك'],
    ),
    options: [
      { name: ['1 year', 'سنة واحدة'], base: 900, exclusive: true },
      { name: ['3 years', 'ثلاث سنوات'], base: 1800, exclusive: true },
      { name: ['5 years', 'خمس سنوات'], base: 2600, exclusive: true },
    ],
  },
  {
    name: ['Paint Protection Film', 'فيلم حماية الطلاء'],
    included: inc(
      ['Front bumper', 'الصدام الأمامي'],
      ['Bonnet', 'غطاء المحرك'],
      ['Mirrors', 'المرايا'],
    ),
    options: [
      { name: ['Front kit', 'الواجهة الأمامية'], base: 2500, exclusive: true },
      { name: ['Full body', 'الهيكل كامل'], base: 7500, exclusive: true, missing: [3] },
    ],
  },
  {
    name: ['Machine Polishing', 'تلميع بالماكينة'],
    included: inc(['Swirl removal', 'إزالة الخدوش الدائرية'], ['Gloss finish', 'لمعان نهائي']),
    options: [
      { name: ['One step', 'خطوة واحدة'], base: 250 },
      { name: ['Two steps', 'خطوتان'], base: 400 },
    ],
  },
  {
    name: ['Engine Bay Cleaning', 'تنظيف المحرك'],
    included: inc(['Degreasing', 'إزالة الشحوم'], ['Plastic dressing', 'تلميع البلاستيك']),
    options: [{ name: ['Standard', 'قياسي'], base: 80 }],
  },
  {
    name: ['Headlight Restoration', 'تجديد المصابيح'],
    included: inc(['Sanding', 'صنفرة'], ['UV sealant', 'طبقة حماية من الأشعة']),
    options: [{ name: ['Pair', 'زوج'], base: 150 }],
  },
  {
    name: ['Tyre Shine', 'تلميع الإطارات'],
    addOns: true,
    included: inc(['Tyre dressing', 'ملمع الإطارات']),
    options: [
      { name: ['Gloss', 'لامع'], base: 20 },
      { name: ['Satin', 'مطفي'], base: 20 },
    ],
  },
  {
    name: ['Air Freshener', 'معطر الجو'],
    addOns: true,
    included: inc(['Choice of scent', 'اختيار الرائحة']),
    options: [
      { name: ['Oud', 'عود'], base: 15 },
      { name: ['Ocean', 'محيط'], base: 10 },
    ],
  },
  {
    name: ['Window Tinting', 'تظليل النوافذ'],
    included: inc(
      ['Legal 30% tint', 'تظليل 30% مسموح'],
      ['Heat rejection film', 'فيلم عازل للحرارة'],
    ),
    options: [
      { name: ['Standard film', 'فيلم قياسي'], base: 400 },
      { name: ['Ceramic film', 'فيلم سيراميك'], base: 900 },
    ],
  },
  {
    name: ['Leather Conditioning', 'ترطيب الجلد'],
    included: inc(['Leather cleaner', 'منظف الجلد'], ['Conditioner', 'مرطب']),
    options: [
      { name: ['Front seats', 'المقاعد الأمامية'], base: 90 },
      { name: ['All seats', 'جميع المقاعد'], base: 160 },
    ],
  },
  {
    name: ['Odour Removal', 'إزالة الروائح'],
    included: inc(['Ozone treatment', 'معالجة بالأوزون']),
    options: [{ name: ['Ozone', 'أوزون'], base: 120 }],
  },
  {
    name: ['Steam Cleaning', 'تنظيف بالبخار'],
    included: inc(['Seats', 'المقاعد'], ['Carpets', 'السجاد'], ['AC vents', 'فتحات التكييف']),
    options: [{ name: ['Cabin', 'المقصورة'], base: 180 }],
  },
  {
    name: ['Underbody Wash', 'غسيل أسفل السيارة'],
    included: inc(['High-pressure rinse', 'شطف بضغط عال']),
    options: [{ name: ['Standard', 'قياسي'], base: 40 }],
  },
  {
    name: ['Wax Protection', 'حماية بالشمع'],
    included: inc(['Carnauba wax', 'شمع كرنوبا']),
    options: [{ name: ['Hand wax', 'شمع يدوي'], base: 100 }],
  },
  {
    name: ['Clay Bar Treatment', 'معالجة بالطين'],
    included: inc(['Contaminant removal', 'إزالة الملوثات']),
    options: [{ name: ['Full body', 'الهيكل كامل'], base: 150 }],
  },
  {
    name: ['Glass Water Repellent', 'طارد الماء للزجاج'],
    addOns: true,
    included: inc(['Windscreen', 'الزجاج الأمامي']),
    options: [
      { name: ['Windscreen', 'الزجاج الأمامي'], base: 35 },
      { name: ['All glass', 'كل الزجاج'], base: 70 },
    ],
  },
  {
    name: ['Rim Deep Clean', 'تنظيف الجنوط العميق'],
    addOns: true,
    included: inc(['Iron remover', 'مزيل الحديد']),
    options: [{ name: ['Four rims', 'أربع جنوط'], base: 45 }],
  },
  {
    name: ['Seat Shampoo', 'شامبو المقاعد'],
    included: inc(['Fabric shampoo', 'شامبو القماش'], ['Extraction', 'شفط']),
    options: [
      { name: ['Five seats', 'خمسة مقاعد'], base: 140 },
      { name: ['Seven seats', 'سبعة مقاعد'], base: 190, missing: [1] },
    ],
  },
  {
    name: ['Pet Hair Removal', 'إزالة شعر الحيوانات'],
    addOns: true,
    included: inc(['Rubber brush', 'فرشاة مطاطية']),
    options: [{ name: ['Cabin', 'المقصورة'], base: 60 }],
  },
  {
    name: ['Nano Glass Coating', 'طلاء نانو للزجاج'],
    included: inc(['All windows', 'جميع النوافذ']),
    options: [{ name: ['12 months', '12 شهرا'], base: 220, exclusive: true }],
  },
];

/** Ten packages: a base price for small cars (AED); one is inactive. */
export const PACKAGES: readonly { name: Pair; base: number; active?: boolean }[] = [
  { name: ['Monthly Wash Club', 'نادي الغسيل الشهري'], base: 199 },
  { name: ['New Car Protection', 'حماية السيارة الجديدة'], base: 2499 },
  { name: ['Summer Care', 'عناية الصيف'], base: 349 },
  { name: ['Family SUV Refresh', 'تجديد سيارات العائلة'], base: 599 },
  { name: ['Showroom Shine', 'لمعان المعرض'], base: 899 },
  { name: ['Interior Revival', 'إحياء المقصورة'], base: 449 },
  { name: ['Eid Special', 'عرض العيد'], base: 299 },
  { name: ['Desert Trip Recovery', 'بعد رحلة الصحراء'], base: 379 },
  { name: ['Lease Return Prep', 'تجهيز إعادة الإيجار'], base: 699 },
  { name: ['Winter Classic', 'كلاسيك الشتاء'], base: 259, active: false },
];

/** Thirty products (AED); every third one is discounted from a higher price. */
export const PRODUCTS: readonly { name: Pair; price: number }[] = [
  ['Microfiber Towel Set', 'طقم مناشف مايكروفايبر', 35],
  ['Car Shampoo 1L', 'شامبو سيارات 1 لتر', 45],
  ['Tyre Shine Gel', 'جل تلميع الإطارات', 39],
  ['Glass Cleaner', 'منظف زجاج', 25],
  ['Leather Conditioner', 'مرطب جلد', 65],
  ['Dashboard Protectant', 'حماية لوحة القيادة', 42],
  ['Ceramic Spray', 'بخاخ سيراميك', 120],
  ['Clay Bar Kit', 'طقم طين التنظيف', 85],
  ['Wheel Cleaner', 'منظف الجنوط', 55],
  ['Oud Air Freshener', 'معطر عود', 30],
  ['Vanilla Air Freshener', 'معطر فانيلا', 25],
  ['Sun Shade', 'مظلة شمس', 75],
  ['Phone Holder', 'حامل هاتف', 49],
  ['Seat Organizer', 'منظم المقاعد', 69],
  ['Trunk Organizer', 'منظم الصندوق', 99],
  ['Wash Mitt', 'قفاز غسيل', 29],
  ['Detailing Brush Set', 'طقم فرش تلميع', 59],
  ['Quick Detailer', 'ملمع سريع', 49],
  ['Carnauba Wax', 'شمع كرنوبا', 110],
  ['Bug Remover', 'مزيل الحشرات', 35],
  ['Iron Remover', 'مزيل الحديد', 79],
  ['Water Repellent', 'طارد الماء', 45],
  ['Foam Cannon', 'مدفع رغوة', 149],
  ['Pressure Washer Hose', 'خرطوم غسيل بالضغط', 89],
  ['Drying Towel XL', 'منشفة تجفيف كبيرة', 55],
  ['Odour Eliminator', 'مزيل الروائح', 39],
  ['Headlight Kit', 'طقم المصابيح', 95],
  ['Scratch Remover', 'مزيل الخدوش', 65],
  ['Fabric Cleaner', 'منظف القماش', 45],
  ['Car Cover', 'غطاء سيارة', 199],
].map(([en, ar, price]) => ({ name: [String(en), String(ar)] as const, price: Number(price) }));

/** Materials the branches buy. */
export const MATERIALS: readonly { name: Pair; description: Pair }[] = [
  {
    name: ['Car Shampoo 20L', 'شامبو سيارات 20 لتر'],
    description: ['pH-neutral concentrate', 'مركز متعادل'],
  },
  {
    name: ['Microfiber Towels (pack of 50)', 'مناشف مايكروفايبر (50)'],
    description: ['400 GSM', '400 غرام'],
  },
  { name: ['Ceramic Coating Kit', 'طقم طلاء سيراميك'], description: ['9H, 50 ml', '9H، 50 مل'] },
  { name: ['Tyre Dressing 5L', 'ملمع إطارات 5 لتر'], description: ['Water based', 'أساس مائي'] },
  {
    name: ['Glass Cleaner 5L', 'منظف زجاج 5 لتر'],
    description: ['Ammonia free', 'خال من الأمونيا'],
  },
  { name: ['Polishing Compound', 'معجون تلميع'], description: ['Heavy cut', 'قطع ثقيل'] },
  { name: ['Polishing Pads', 'إسفنج تلميع'], description: ['125 mm', '125 مم'] },
  { name: ['Clay Bars', 'طين تنظيف'], description: ['Medium grade', 'درجة متوسطة'] },
  { name: ['PPF Roll', 'لفة فيلم حماية'], description: ['1.52 m x 15 m', '1.52 م × 15 م'] },
  { name: ['Window Film Roll', 'لفة فيلم تظليل'], description: ['Ceramic, 30%', 'سيراميك 30%'] },
  {
    name: ['Leather Cleaner 5L', 'منظف جلد 5 لتر'],
    description: ['For all leather', 'لجميع أنواع الجلد'],
  },
  { name: ['Air Freshener Cans', 'علب معطر'], description: ['Oud scent', 'رائحة العود'] },
];

/** Suppliers of those materials. */
export const SUPPLIERS: readonly { name: Pair; description: string }[] = [
  {
    name: ['Gulf Detailing Supplies', 'الخليج لمستلزمات التلميع'],
    description: 'Chemicals and towels, Al Quoz',
  },
  {
    name: ['Emirates Film Trading', 'الإمارات لتجارة الأفلام'],
    description: 'PPF and window film',
  },
  {
    name: ['Desert Shine LLC', 'لمعان الصحراء ذ.م.م'],
    description: 'Polishing compounds and pads',
  },
  {
    name: ['Al Noor Cleaning Materials', 'النور لمواد التنظيف'],
    description: 'Bulk shampoo and cleaners',
  },
  {
    name: ['Sharjah Auto Care Wholesale', 'الشارقة لجملة العناية بالسيارات'],
    description: 'Fresheners and accessories',
  },
];
