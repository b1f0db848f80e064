/**
 * The demo question bank seeded by `npm start`: 30 English and 10 Hindi live questions
 * across all five difficulties, some with locally served images, and 2 Tamil ones: Tamil
 * is not ready (a run needs 10), so it stays disabled and the admin sees why.
 */
export type SeedQuestion = {
  id: string;
  language: "en" | "hi" | "ta";
  text: string;
  options: [string, string, string, string];
  answer: "a" | "b" | "c" | "d";
  difficulty: "Too Easy" | "Easy" | "Medium" | "Tough" | "Too Tough";
  seconds: number;
  image?: string;
};

const q = (
  id: string,
  language: SeedQuestion["language"],
  difficulty: SeedQuestion["difficulty"],
  seconds: number,
  text: string,
  options: SeedQuestion["options"],
  answer: SeedQuestion["answer"],
  image?: string,
): SeedQuestion => ({ id, language, difficulty, seconds, text, options, answer, image });

// biome-ignore format: one question per line reads as a table
export const seedQuestions: SeedQuestion[] = [
  q("en-01", "en", "Too Easy", 15, "How many days are there in a week?", ["Five", "Six", "Seven", "Eight"], "c"),
  q("en-02", "en", "Too Easy", 15, "What colour do you get by mixing blue and yellow?", ["Green", "Purple", "Orange", "Brown"], "a"),
  q("en-03", "en", "Too Easy", 15, "Which animal is known as the King of the Jungle?", ["Tiger", "Elephant", "Lion", "Bear"], "c"),
  q("en-04", "en", "Too Easy", 15, "How many sides does this shape have?", ["Three", "Four", "Five", "Six"], "d", "/images/questions/hexagon.svg"),
  q("en-05", "en", "Too Easy", 15, "What is 9 + 6?", ["14", "15", "16", "13"], "b"),
  q("en-06", "en", "Too Easy", 15, "Which of these is a fruit?", ["Carrot", "Potato", "Mango", "Onion"], "c"),
  q("en-07", "en", "Easy", 20, "Which planet is known as the Red Planet?", ["Venus", "Mars", "Jupiter", "Mercury"], "b", "/images/questions/planet.svg"),
  q("en-08", "en", "Easy", 20, "What is the capital of India?", ["Mumbai", "Kolkata", "New Delhi", "Chennai"], "c"),
  q("en-09", "en", "Easy", 20, "How many players are on the field for one cricket team?", ["9", "10", "11", "12"], "c"),
  q("en-10", "en", "Easy", 20, "Which gas do plants absorb from the air?", ["Oxygen", "Carbon dioxide", "Nitrogen", "Helium"], "b"),
  q("en-11", "en", "Easy", 20, "What time does this clock show?", ["3:00", "6:00", "9:00", "12:00"], "a", "/images/questions/clock.svg"),
  q("en-12", "en", "Easy", 20, "Which is the largest ocean on Earth?", ["Atlantic", "Indian", "Arctic", "Pacific"], "d"),
  q("en-13", "en", "Medium", 25, "Who wrote the national anthem of India?", ["Bankim Chandra Chatterjee", "Rabindranath Tagore", "Sarojini Naidu", "Mahatma Gandhi"], "b"),
  q("en-14", "en", "Medium", 25, "What is the square root of 144?", ["11", "12", "13", "14"], "b"),
  q("en-15", "en", "Medium", 25, "Which flag is shown?", ["Japan", "Bangladesh", "Italy", "Indonesia"], "a", "/images/questions/flag.svg"),
  q("en-16", "en", "Medium", 25, "Which organ pumps blood through the body?", ["Lungs", "Liver", "Heart", "Kidneys"], "c"),
  q("en-17", "en", "Medium", 25, "What is H2O commonly called?", ["Salt", "Water", "Hydrogen", "Ozone"], "b"),
  q("en-18", "en", "Medium", 25, "In which year did India become independent?", ["1945", "1947", "1950", "1952"], "b"),
  q("en-19", "en", "Tough", 30, "What is the chemical symbol for gold?", ["Go", "Gd", "Au", "Ag"], "c"),
  q("en-20", "en", "Tough", 30, "Which river is the longest in India?", ["Yamuna", "Godavari", "Brahmaputra", "Ganga"], "d"),
  q("en-21", "en", "Tough", 30, "How many bones are in the adult human body?", ["196", "206", "216", "226"], "b"),
  q("en-22", "en", "Tough", 30, "What fraction of the bar is shaded?", ["1/4", "1/3", "1/2", "3/4"], "d", "/images/questions/fraction.svg"),
  q("en-23", "en", "Tough", 30, "Which scientist proposed the three laws of motion?", ["Galileo", "Newton", "Einstein", "Kepler"], "b"),
  q("en-24", "en", "Tough", 30, "What is the smallest prime number?", ["0", "1", "2", "3"], "c"),
  q("en-25", "en", "Too Tough", 30, "What is the value of 17 × 23?", ["381", "391", "401", "371"], "b"),
  q("en-26", "en", "Too Tough", 30, "Which element has atomic number 26?", ["Iron", "Copper", "Zinc", "Nickel"], "a"),
  q("en-27", "en", "Too Tough", 30, "Which mountain pass connects Sikkim with Tibet?", ["Khardung La", "Nathu La", "Zoji La", "Rohtang"], "b"),
  q("en-28", "en", "Too Tough", 30, "What is the next number: 2, 6, 12, 20, 30, ?", ["40", "42", "44", "36"], "b", "/images/questions/sequence.svg"),
  q("en-29", "en", "Too Tough", 30, "Who was the first Indian to win a Nobel Prize?", ["C. V. Raman", "Rabindranath Tagore", "Amartya Sen", "Mother Teresa"], "b"),
  q("en-30", "en", "Too Tough", 30, "How many minutes are there in a leap year?", ["525,600", "527,040", "526,000", "528,480"], "b"),
  q("hi-01", "hi", "Too Easy", 15, "एक सप्ताह में कितने दिन होते हैं?", ["पाँच", "छह", "सात", "आठ"], "c"),
  q("hi-02", "hi", "Too Easy", 15, "9 + 6 कितना होता है?", ["14", "15", "16", "13"], "b"),
  q("hi-03", "hi", "Easy", 20, "भारत की राजधानी क्या है?", ["मुंबई", "कोलकाता", "नई दिल्ली", "चेन्नई"], "c"),
  q("hi-04", "hi", "Easy", 20, "किस ग्रह को लाल ग्रह कहा जाता है?", ["शुक्र", "मंगल", "बृहस्पति", "बुध"], "b", "/images/questions/planet.svg"),
  q("hi-05", "hi", "Medium", 25, "भारत का राष्ट्रगान किसने लिखा?", ["बंकिम चंद्र चट्टोपाध्याय", "रवींद्रनाथ टैगोर", "सरोजिनी नायडू", "महात्मा गांधी"], "b"),
  q("hi-06", "hi", "Medium", 25, "144 का वर्गमूल क्या है?", ["11", "12", "13", "14"], "b"),
  q("hi-07", "hi", "Tough", 30, "सोने का रासायनिक चिह्न क्या है?", ["Go", "Gd", "Au", "Ag"], "c"),
  q("hi-08", "hi", "Tough", 30, "भारत की सबसे लंबी नदी कौन सी है?", ["यमुना", "गोदावरी", "ब्रह्मपुत्र", "गंगा"], "d"),
  q("hi-09", "hi", "Too Tough", 30, "17 × 23 का मान क्या है?", ["381", "391", "401", "371"], "b"),
  q("hi-10", "hi", "Too Tough", 30, "भारत स्वतंत्र किस वर्ष हुआ?", ["1945", "1947", "1950", "1952"], "b"),
  q("ta-01", "ta", "Too Easy", 15, "ஒரு வாரத்தில் எத்தனை நாட்கள் உள்ளன?", ["ஐந்து", "ஆறு", "ஏழு", "எட்டு"], "c"),
  q("ta-02", "ta", "Easy", 20, "இந்தியாவின் தலைநகரம் எது?", ["மும்பை", "கொல்கத்தா", "புது தில்லி", "சென்னை"], "c"),
];
