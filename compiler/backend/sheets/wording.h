// Small pieces of English the card and rules text share.
#pragma once

#include <string>
#include <string_view>

namespace munchkinc::sheets {

// "a Curse", "an Item", "a One-Shot": the article goes by the sound of the
// first word, which for the nouns cards use is its first letter except for
// words that start with a "w" or "y" sound ("one", "uni", "use").
std::string withArticle(std::string_view noun);

}  // namespace munchkinc::sheets
