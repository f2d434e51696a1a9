// "Did you mean" suggestions for misspelt names.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace munchkinc {

// The candidate closest to `word` by edit distance, if it is close enough to
// be a plausible typo; empty otherwise. Ties go to the earliest candidate.
std::string closestMatch(std::string_view word, const std::vector<std::string_view>& candidates);

// " did you mean 'x'?" or "" — ready to append to a message.
std::string didYouMean(std::string_view word, const std::vector<std::string_view>& candidates);

}  // namespace munchkinc
