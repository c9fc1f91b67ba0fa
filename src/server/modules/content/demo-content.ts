import type { BannerTranslations, NotificationAudience } from '@shared/schemas/content';
import type { Translations } from '@shared/schemas/translations';

// The demo's banners and ticker messages, in English with their Hindi, Bengali and Tamil versions,
// so a player of the demo reads them in the site's language (seed.ts writes them).

export type DemoBanner = {
  imageUrl: string;
  title: string;
  subtitle: string;
  buttonLabel: string;
  linkUrl: string;
  altText: string;
  translations: BannerTranslations;
};

export const demoBanners: DemoBanner[] = [
  {
    imageUrl: '/banners/welcome.svg',
    title: 'Welcome to Lotus',
    subtitle: 'Exchange betting at the best odds, in rupees',
    buttonLabel: 'See promotions',
    linkUrl: '/promotions',
    altText: 'Welcome to Lotus: exchange betting at the best odds',
    translations: {
      title: { hi: 'Lotus में आपका स्वागत है', bn: 'Lotus-এ স্বাগতম', ta: 'Lotus-க்கு வரவேற்கிறோம்' },
      subtitle: {
        hi: 'सबसे अच्छे भाव पर एक्सचेंज बेटिंग, रुपयों में',
        bn: 'সেরা দামে এক্সচেঞ্জ বেটিং, টাকায়',
        ta: 'சிறந்த விலையில் எக்ஸ்சேஞ்ச் பந்தயம், ரூபாயில்',
      },
      button_label: { hi: 'प्रमोशन देखें', bn: 'প্রোমোশন দেখুন', ta: 'சலுகைகளைப் பாருங்கள்' },
      alt_text: {
        hi: 'Lotus में आपका स्वागत है: सबसे अच्छे भाव पर एक्सचेंज बेटिंग',
        bn: 'Lotus-এ স্বাগতম: সেরা দামে এক্সচেঞ্জ বেটিং',
        ta: 'Lotus-க்கு வரவேற்கிறோம்: சிறந்த விலையில் எக்ஸ்சேஞ்ச் பந்தயம்',
      },
    },
  },
  {
    imageUrl: '/banners/cricket.svg',
    title: 'Live Cricket Exchange',
    subtitle: 'Back and lay Match Odds, Bookmaker and Fancy',
    buttonLabel: 'Bet in-play',
    linkUrl: '/cricket',
    altText: 'Live cricket: back and lay Match Odds, Bookmaker and Fancy',
    translations: {
      title: { hi: 'लाइव क्रिकेट एक्सचेंज', bn: 'লাইভ ক্রিকেট এক্সচেঞ্জ', ta: 'நேரலை கிரிக்கெட் எக்ஸ்சேஞ்ச்' },
      subtitle: {
        hi: 'मैच ऑड्स, बुकमेकर और फ़ैंसी पर बैक और ले करें',
        bn: 'ম্যাচ অডস, বুকমেকার আর ফ্যান্সিতে ব্যাক ও লে করুন',
        ta: 'மேட்ச் ஆட்ஸ், புக்மேக்கர், ஃபேன்சியில் பேக், லே செய்யுங்கள்',
      },
      button_label: { hi: 'इन-प्ले बेट लगाएँ', bn: 'ইন-প্লে বেট করুন', ta: 'இன்-ப்ளே பந்தயம்' },
      alt_text: {
        hi: 'लाइव क्रिकेट: मैच ऑड्स, बुकमेकर और फ़ैंसी पर बैक और ले',
        bn: 'লাইভ ক্রিকেট: ম্যাচ অডস, বুকমেকার আর ফ্যান্সিতে ব্যাক ও লে',
        ta: 'நேரலை கிரிக்கெட்: மேட்ச் ஆட்ஸ், புக்மேக்கர், ஃபேன்சியில் பேக், லே',
      },
    },
  },
  {
    imageUrl: '/banners/casino.svg',
    title: 'Provably Fair Casino',
    subtitle: 'Aviator, Mines, Dice, Plinko, Hi-Lo and more',
    buttonLabel: 'Play now',
    linkUrl: '/casino',
    altText: 'Casino: Aviator, Mines, Dice, Plinko and more',
    translations: {
      title: { hi: 'प्रोवेबली फ़ेयर कसीनो', bn: 'প্রোভেবলি ফেয়ার ক্যাসিনো', ta: 'நேர்மையைச் சரிபார்க்கக்கூடிய கேசினோ' },
      subtitle: {
        hi: 'एविएटर, माइंस, डाइस, प्लिंको, हाई-लो और भी बहुत कुछ',
        bn: 'এভিয়েটর, মাইনস, ডাইস, প্লিঙ্কো, হাই-লো আর আরও অনেক কিছু',
        ta: 'ஏவியேட்டர், மைன்ஸ், டைஸ், பிளிங்கோ, ஹை-லோ மற்றும் பல',
      },
      button_label: { hi: 'अभी खेलें', bn: 'এখনই খেলুন', ta: 'இப்போது விளையாடு' },
      alt_text: {
        hi: 'कसीनो: एविएटर, माइंस, डाइस, प्लिंको और भी बहुत कुछ',
        bn: 'ক্যাসিনো: এভিয়েটর, মাইনস, ডাইস, প্লিঙ্কো আর আরও অনেক কিছু',
        ta: 'கேசினோ: ஏவியேட்டர், மைன்ஸ், டைஸ், பிளிங்கோ மற்றும் பல',
      },
    },
  },
  {
    imageUrl: '/banners/payments.svg',
    title: 'Fast UPI Deposits',
    subtitle: 'UPI and bank transfer, withdrawals within 45 minutes',
    buttonLabel: 'Deposit',
    linkUrl: '/deposit',
    altText: 'Deposit by UPI or bank transfer',
    translations: {
      title: { hi: 'तेज़ UPI डिपॉज़िट', bn: 'দ্রুত UPI ডিপোজিট', ta: 'விரைவான UPI டெபாசிட்' },
      subtitle: {
        hi: 'UPI और बैंक ट्रांसफ़र, 45 मिनट में विदड्रॉ',
        bn: 'UPI আর ব্যাংক ট্রান্সফার, 45 মিনিটে উইথড্র',
        ta: 'UPI, வங்கிப் பரிமாற்றம், 45 நிமிடங்களில் வித்ட்ரா',
      },
      button_label: { hi: 'डिपॉज़िट करें', bn: 'ডিপোজিট করুন', ta: 'டெபாசிட் செய்' },
      alt_text: {
        hi: 'UPI या बैंक ट्रांसफ़र से डिपॉज़िट करें',
        bn: 'UPI বা ব্যাংক ট্রান্সফারে ডিপোজিট করুন',
        ta: 'UPI அல்லது வங்கிப் பரிமாற்றம் மூலம் டெபாசிட் செய்யுங்கள்',
      },
    },
  },
];

export const demoNotifications: Array<{ message: string; audience: NotificationAudience; translations: Translations }> = [
  // An invitation to register is for visitors: a signed-in player is not told to register.
  {
    message: 'Welcome to Lotus! Register with your referral code and start playing in a minute.',
    audience: 'visitors',
    translations: {
      hi: 'Lotus में आपका स्वागत है! अपने रेफ़रल कोड से रजिस्टर करें और एक मिनट में खेलना शुरू करें।',
      bn: 'Lotus-এ স্বাগতম! আপনার রেফারেল কোড দিয়ে রেজিস্টার করুন আর এক মিনিটে খেলা শুরু করুন।',
      ta: 'Lotus-க்கு வரவேற்கிறோம்! உங்கள் பரிந்துரைக் குறியீட்டுடன் பதிவு செய்து ஒரு நிமிடத்தில் விளையாடத் தொடங்குங்கள்.',
    },
  },
  {
    message: 'Cricket: Match Odds, Bookmaker and Fancy markets are open — back or lay at the best price.',
    audience: 'everyone',
    translations: {
      hi: 'क्रिकेट: मैच ऑड्स, बुकमेकर और फ़ैंसी मार्केट खुले हैं — सबसे अच्छे भाव पर बैक या ले करें।',
      bn: 'ক্রিকেট: ম্যাচ অডস, বুকমেকার আর ফ্যান্সি মার্কেট খোলা — সেরা দামে ব্যাক বা লে করুন।',
      ta: 'கிரிக்கெட்: மேட்ச் ஆட்ஸ், புக்மேக்கர், ஃபேன்சி மார்க்கெட்டுகள் திறந்துள்ளன — சிறந்த விலையில் பேக் அல்லது லே செய்யுங்கள்.',
    },
  },
  {
    message: 'Deposit only to the account details shown in your wallet. Lotus never asks you to pay an agent.',
    audience: 'everyone',
    translations: {
      hi: 'सिर्फ़ अपने वॉलेट में दिखाई गई अकाउंट डिटेल्स पर ही डिपॉज़िट करें। Lotus कभी भी आपसे किसी एजेंट को पैसे देने के लिए नहीं कहता।',
      bn: 'শুধু আপনার ওয়ালেটে দেখানো অ্যাকাউন্টের বিবরণেই ডিপোজিট করুন। Lotus কখনও আপনাকে কোনো এজেন্টকে টাকা দিতে বলে না।',
      ta: 'உங்கள் வாலெட்டில் காட்டப்படும் கணக்கு விவரங்களுக்கு மட்டுமே டெபாசிட் செய்யுங்கள். Lotus ஒருபோதும் எந்த முகவருக்கும் பணம் செலுத்தச் சொல்லாது.',
    },
  },
  {
    message: 'Play responsibly. Lotus is for players aged 18 and over.',
    audience: 'everyone',
    translations: {
      hi: 'ज़िम्मेदारी से खेलें। Lotus सिर्फ़ 18 साल और उससे ज़्यादा उम्र के खिलाड़ियों के लिए है।',
      bn: 'দায়িত্ব নিয়ে খেলুন। Lotus শুধু 18 বছর বা তার বেশি বয়সী খেলোয়াড়দের জন্য।',
      ta: 'பொறுப்புடன் விளையாடுங்கள். Lotus 18 வயதும் அதற்கு மேற்பட்டவர்களுக்கும் மட்டுமே.',
    },
  },
];
