// The pieces the report pages share (the `simulate` page, report_html.cpp;
// the `balance` page, balance_html.cpp): the document around them, the
// warnings list, a captioned figure and the card impacts.
#pragma once

#include <string>
#include <vector>

#include "munchkin/simulator.h"
#include "report/report_html.h"

namespace munchkinc::report {

// The whole document: head (style, a Content-Security-Policy), a header with
// the title and subtitle, `main`, the page's script.
std::string pageDocument(const std::string& title, const std::string& subtitle, const std::string& main);

// The warnings section, first on a page: "None" when there are none.
std::string warningList(const std::vector<PageWarning>& warnings);

// A figure with its caption and a note on how to read it.
std::string figure(const std::string& caption, const std::string& note, const std::string& body);

// The card impact chart and table, strongest first.
std::string impactSection(const PageExtras& extras);

const char* policyName(munchkin::BotPolicy policy);

}  // namespace munchkinc::report
