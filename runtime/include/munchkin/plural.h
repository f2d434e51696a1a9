// A number and the noun it counts, in English: "1 Treasure", "2 Treasures",
// "3 Armies", "2 Classes". Shared by the game log and the compiler's card and
// rules text, so both agree on every noun. Nouns are singular; the plural is
// derived by the regular English rules, which cover every noun munchkinc
// prints (an irregular noun passes its plural explicitly).
#pragma once

#include <string>
#include <string_view>

namespace munchkin {

// "Treasure" -> "Treasures", "Class" -> "Classes", "Army" -> "Armies",
// "Big item" -> "Big items" (the last word of a phrase carries the plural).
std::string pluralOf(std::string_view singular);

// The noun as it reads after `n`: singular for 1 and -1, plural otherwise
// (also for 0: "0 Treasures").
bool takesSingular(long long n);

// Appends "n noun" to `out`, the noun in the form the number calls for.
void appendCounted(std::string& out, long long n, std::string_view singular);
void appendCounted(std::string& out, long long n, std::string_view singular, std::string_view plural);

// "n noun" as a new string.
std::string counted(long long n, std::string_view singular);
std::string counted(long long n, std::string_view singular, std::string_view plural);

}  // namespace munchkin
