// The screen texts the POS end-to-end tests look for, in English (the exact words of
// docs/product/ where it has them) and Arabic. Kept here, not imported from the app, so a
// wrong string fails a test.

/** One language's texts. */
export interface PosTexts {
  readonly services: string;
  readonly packages: string;
  readonly signIn: string;
  readonly signOut: string;
  /** The logout confirmation's title and confirm button. */
  readonly logout: string;
  readonly addCustomer: string;
  readonly customerName: string;
  readonly phoneNumber: string;
  readonly createCustomer: string;
  readonly phoneInvalid: string;
  readonly searchCustomers: string;
  readonly changeCustomer: string;
  readonly noCustomers: string;
  readonly noVehicles: string;
  readonly addVehicle: string;
  readonly city: string;
  readonly plateType: string;
  readonly plateCode: string;
  readonly plateNumbers: string;
  readonly brand: string;
  readonly model: string;
  readonly carGroup: string;
  readonly carType: string;
  readonly year: string;
  readonly createVehicle: string;
  readonly selectCustomerPrompt: string;
  readonly addToCart: string;
  readonly added: string;
  readonly exclusiveInCart: string;
  readonly duplicateOption: string;
  readonly exclusiveConflict: string;
  readonly clearCartAndContinue: string;
  readonly discountValue: string;
  readonly applyDiscount: string;
  readonly removeDiscount: string;
  readonly coupon: string;
  readonly couponApplied: (code: string) => string;
  readonly couponDiscount: (code: string) => string;
  readonly total: string;
  readonly serviceFee: string;
  readonly dubai: string;
  readonly private: string;
  readonly toyota: string;
  readonly camry: string;
  readonly small: string;
  readonly sedan: string;
  readonly fullDetailing: string;
  readonly exteriorWash: string;
  readonly silver: string;
  readonly gold: string;
  readonly basic: string;
  readonly monthlyWashClub: string;
}

/** English texts. */
export const en: PosTexts = {
  services: 'Services',
  packages: 'Packages',
  signIn: 'Sign In',
  signOut: 'Sign out',
  logout: 'Logout',
  addCustomer: 'Add New Customer',
  customerName: 'Customer Name',
  phoneNumber: 'Phone Number',
  createCustomer: 'Create Customer',
  phoneInvalid: 'Enter a valid phone number for the selected country',
  searchCustomers: 'Search customers by name, phone or plate',
  changeCustomer: 'Change customer',
  noCustomers: 'No customers found',
  noVehicles: 'No vehicles available',
  addVehicle: 'Add Vehicle',
  city: 'City',
  plateType: 'Plate type',
  plateCode: 'Plate code',
  plateNumbers: 'Plate numbers',
  brand: 'Brand',
  model: 'Model',
  carGroup: 'Car group',
  carType: 'Car type',
  year: 'Year',
  createVehicle: 'Create Vehicle',
  selectCustomerPrompt: 'Select a customer to continue',
  addToCart: 'Add to Cart',
  added: 'Added',
  exclusiveInCart: 'Exclusive in cart',
  duplicateOption: 'This service option is already in your cart',
  exclusiveConflict:
    'Only one exclusive service option can be in the cart. Remove the existing exclusive item before adding a new one.',
  clearCartAndContinue: 'Clear Cart & Continue',
  discountValue: 'Discount value',
  applyDiscount: 'Apply discount',
  removeDiscount: 'Remove discount',
  coupon: 'Coupon',
  couponApplied: (code) => `Coupon ${code} applied successfully`,
  couponDiscount: (code) => `Discount (${code})`,
  total: 'Total',
  serviceFee: 'Service fee (5.0%)',
  dubai: 'Dubai',
  private: 'Private',
  toyota: 'Toyota',
  camry: 'Camry',
  small: 'Small',
  sedan: 'Sedan',
  fullDetailing: 'Full Detailing',
  exteriorWash: 'Exterior Wash',
  silver: 'Silver',
  gold: 'Gold',
  basic: 'Basic',
  monthlyWashClub: 'Monthly Wash Club',
};

/** Arabic texts. */
export const ar: PosTexts = {
  services: 'الخدمات',
  packages: 'الباقات',
  signIn: 'تسجيل الدخول',
  signOut: 'تسجيل الخروج',
  logout: 'تسجيل الخروج',
  addCustomer: 'إضافة عميل جديد',
  customerName: 'اسم العميل',
  phoneNumber: 'رقم الهاتف',
  createCustomer: 'إنشاء العميل',
  phoneInvalid: 'أدخل رقم هاتف صالحًا للدولة المختارة',
  searchCustomers: 'ابحث عن العملاء بالاسم أو الهاتف أو اللوحة',
  changeCustomer: 'تغيير العميل',
  noCustomers: 'لم يتم العثور على عملاء',
  noVehicles: 'لا توجد مركبات',
  addVehicle: 'إضافة مركبة',
  city: 'المدينة',
  plateType: 'نوع اللوحة',
  plateCode: 'رمز اللوحة',
  plateNumbers: 'أرقام اللوحة',
  brand: 'الشركة المصنّعة',
  model: 'الطراز',
  carGroup: 'فئة المركبة',
  carType: 'نوع الهيكل',
  year: 'سنة الصنع',
  createVehicle: 'إنشاء المركبة',
  selectCustomerPrompt: 'اختر عميلًا للمتابعة',
  addToCart: 'أضف إلى السلة',
  added: 'تمت الإضافة',
  exclusiveInCart: 'خيار منفرد في السلة',
  duplicateOption: 'خيار الخدمة هذا موجود في سلتك بالفعل',
  exclusiveConflict:
    'لا يمكن أن تحتوي السلة إلا على خيار خدمة منفرد واحد. احذف الصنف المنفرد الحالي قبل إضافة صنف جديد.',
  clearCartAndContinue: 'إفراغ السلة والمتابعة',
  discountValue: 'قيمة الخصم',
  applyDiscount: 'تطبيق الخصم',
  removeDiscount: 'إزالة الخصم',
  coupon: 'القسيمة',
  couponApplied: (code) => `تم تطبيق القسيمة ${code} بنجاح`,
  couponDiscount: (code) => `الخصم (${code})`,
  total: 'الإجمالي',
  serviceFee: 'رسوم الخدمة',
  dubai: 'دبي',
  private: 'خصوصي',
  toyota: 'تويوتا',
  camry: 'كامري',
  small: 'صغيرة',
  sedan: 'سيدان',
  fullDetailing: 'تلميع كامل',
  exteriorWash: 'غسيل خارجي',
  silver: 'فضي',
  gold: 'ذهبي',
  basic: 'أساسي',
  monthlyWashClub: 'نادي الغسيل الشهري',
};
