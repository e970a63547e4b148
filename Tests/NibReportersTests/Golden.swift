/// Expected reporter outputs for `ReportFixtures`. Re-record with `NIBLOAD_RECORD_SNAPSHOTS=1`
/// (the test prints the actual outputs between markers) and paste them here.
enum Golden {
    static let xcode = #"""
note: no documents given [empty-input]
Base.lproj/Launch.xib:3:1: warning: view 'x' is outside its superview [misplaced-view]
Main.storyboard:12:5: error: outlet 'label' points at missing object 'abc-12-xyz' [dangling-reference]
VC.swift:7:3: note: declared here

"""#

    static let json = #"""
[
  {
    "column" : null,
    "file" : null,
    "line" : null,
    "message" : "no documents given",
    "notes" : [

    ],
    "rule" : "empty-input",
    "severity" : "note"
  },
  {
    "column" : 1,
    "file" : "Base.lproj/Launch.xib",
    "line" : 3,
    "message" : "view 'x' is outside its superview",
    "notes" : [

    ],
    "rule" : "misplaced-view",
    "severity" : "warning"
  },
  {
    "column" : 5,
    "file" : "Main.storyboard",
    "line" : 12,
    "message" : "outlet 'label' points at missing object 'abc-12-xyz'",
    "notes" : [
      {
        "column" : 3,
        "file" : "VC.swift",
        "line" : 7,
        "message" : "declared here"
      }
    ],
    "rule" : "dangling-reference",
    "severity" : "error"
  }
]

"""#

    static let github = #"""
::notice title=empty-input::no documents given
::warning file=Base.lproj/Launch.xib,line=3,col=1,title=misplaced-view::view 'x' is outside its superview
::error file=Main.storyboard,line=12,col=5,title=dangling-reference::outlet 'label' points at missing object 'abc-12-xyz'
::notice file=VC.swift,line=7,col=3,title=dangling-reference::declared here

"""#

    static let sarif = #"""
{
  "$schema" : "https://json.schemastore.org/sarif-2.1.0.json",
  "runs" : [
    {
      "columnKind" : "utf16CodeUnits",
      "results" : [
        {
          "level" : "note",
          "locations" : [

          ],
          "message" : {
            "text" : "no documents given"
          },
          "ruleId" : "empty-input",
          "ruleIndex" : 1
        },
        {
          "level" : "warning",
          "locations" : [
            {
              "physicalLocation" : {
                "artifactLocation" : {
                  "uri" : "Base.lproj/Launch.xib",
                  "uriBaseId" : "%SRCROOT%"
                },
                "region" : {
                  "startColumn" : 1,
                  "startLine" : 3
                }
              }
            }
          ],
          "message" : {
            "text" : "view 'x' is outside its superview"
          },
          "ruleId" : "misplaced-view",
          "ruleIndex" : 2
        },
        {
          "level" : "error",
          "locations" : [
            {
              "physicalLocation" : {
                "artifactLocation" : {
                  "uri" : "Main.storyboard",
                  "uriBaseId" : "%SRCROOT%"
                },
                "region" : {
                  "startColumn" : 5,
                  "startLine" : 12
                }
              }
            }
          ],
          "message" : {
            "text" : "outlet 'label' points at missing object 'abc-12-xyz'"
          },
          "relatedLocations" : [
            {
              "id" : 0,
              "message" : {
                "text" : "declared here"
              },
              "physicalLocation" : {
                "artifactLocation" : {
                  "uri" : "VC.swift",
                  "uriBaseId" : "%SRCROOT%"
                },
                "region" : {
                  "startColumn" : 3,
                  "startLine" : 7
                }
              }
            }
          ],
          "ruleId" : "dangling-reference",
          "ruleIndex" : 0
        }
      ],
      "tool" : {
        "driver" : {
          "informationUri" : "https://github.com/nibload/nibload",
          "name" : "nibload",
          "rules" : [
            {
              "defaultConfiguration" : {
                "level" : "error"
              },
              "fullDescription" : {
                "text" : "Every connection must name an object id defined in the document."
              },
              "help" : {
                "text" : "Every connection must name an object id defined in the document."
              },
              "helpUri" : "https://example.com/rules/dangling-reference",
              "id" : "dangling-reference",
              "shortDescription" : {
                "text" : "References point at objects that exist"
              }
            },
            {
              "defaultConfiguration" : {
                "level" : "note"
              },
              "fullDescription" : {
                "text" : "empty-input"
              },
              "help" : {
                "text" : "empty-input"
              },
              "id" : "empty-input",
              "shortDescription" : {
                "text" : "empty-input"
              }
            },
            {
              "defaultConfiguration" : {
                "level" : "warning"
              },
              "fullDescription" : {
                "text" : "Views lie inside their superview"
              },
              "help" : {
                "text" : "Views lie inside their superview"
              },
              "id" : "misplaced-view",
              "shortDescription" : {
                "text" : "Views lie inside their superview"
              }
            }
          ],
          "version" : "1.2.3"
        }
      }
    }
  ],
  "version" : "2.1.0"
}

"""#

    static let checkstyle = #"""
<?xml version="1.0" encoding="utf-8"?>
<checkstyle version="4.3">
  <file name="">
    <error severity="info" message="no documents given" source="nibload.empty-input"/>
  </file>
  <file name="Base.lproj/Launch.xib">
    <error line="3" column="1" severity="warning" message="view &apos;x&apos; is outside its superview" source="nibload.misplaced-view"/>
  </file>
  <file name="Clean.xib"/>
  <file name="Main.storyboard">
    <error line="12" column="5" severity="error" message="outlet &apos;label&apos; points at missing object &apos;abc-12-xyz&apos;&#10;VC.swift:7:3: note: declared here" source="nibload.dangling-reference"/>
  </file>
</checkstyle>

"""#

    static let junit = #"""
<?xml version="1.0" encoding="utf-8"?>
<testsuites name="nibload" tests="4" failures="3" errors="0">
  <testsuite name="nibload" tests="4" failures="3" errors="0" skipped="0">
    <testcase classname="nibload.empty-input" name="empty-input">
      <failure message="no documents given" type="note">note: no documents given [empty-input]</failure>
    </testcase>
    <testcase classname="nibload.misplaced-view" name="Base.lproj/Launch.xib:3">
      <failure message="view &apos;x&apos; is outside its superview" type="warning">Base.lproj/Launch.xib:3:1: warning: view 'x' is outside its superview [misplaced-view]</failure>
    </testcase>
    <testcase classname="nibload.dangling-reference" name="Main.storyboard:12">
      <failure message="outlet &apos;label&apos; points at missing object &apos;abc-12-xyz&apos;" type="error">Main.storyboard:12:5: error: outlet 'label' points at missing object 'abc-12-xyz' [dangling-reference]
VC.swift:7:3: note: declared here</failure>
    </testcase>
    <testcase classname="nibload" name="Clean.xib"/>
  </testsuite>
</testsuites>

"""#

    static let junitClean = #"""
<?xml version="1.0" encoding="utf-8"?>
<testsuites name="nibload" tests="2" failures="0" errors="0">
  <testsuite name="nibload" tests="2" failures="0" errors="0" skipped="0">
    <testcase classname="nibload" name="A.storyboard"/>
    <testcase classname="nibload" name="B.xib"/>
  </testsuite>
</testsuites>

"""#
}
